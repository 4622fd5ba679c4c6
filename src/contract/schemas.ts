/**
 * Schema checking: the request and response views of one document (views.ts) compiled with ajv, one validator per view and schema pointer.
 */
import Ajv2020 from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { ContractError, esc, type Finding, type Located } from "./exchange.js";
import { findingsOf, issuesOf, type SchemaSource } from "./messages.js";
import { deriveView, type ViewKind } from "./views.js";

/** A view's ajv instance (the view's document under `id`), and where each schema object of that document is. */
interface View {
  ajv: InstanceType<typeof Ajv2020.default>;
  id: string;
  pointers: WeakMap<object, string>;
}

/** The schemas of one document, checked in its request or response view. State of one contract: nothing is shared. */
export class SchemaChecker implements SchemaSource {
  private readonly views = new Map<ViewKind, View>();
  /** Compiling is the real cost of a check (milliseconds a schema): each validator is compiled once. */
  private readonly compiled = new Map<ViewKind, Map<string, ValidateFunction>>([
    ["request", new Map()],
    ["response", new Map()],
  ]);

  /** `doc`: the whole document (views are derived from it); `name` names it in errors; `deref` reads it. */
  constructor(
    private readonly doc: object,
    private readonly name: string,
    readonly deref: (pointer: string) => Located | undefined,
  ) {}

  /** Findings of `data` against the schema at `pointer` in a view, rooted at `base` (see messages.ts findingsOf). */
  check(kind: ViewKind, pointer: string, data: unknown, base: string, subject: string, prefix: string): Finding[] {
    const validate = this.validator(kind, pointer);
    if (validate(data)) return [];
    return findingsOf(issuesOf(this, kind, validate, data), base, subject, prefix);
  }

  validator(kind: ViewKind, pointer: string): ValidateFunction {
    const compiled = this.compiled.get(kind)!;
    let fn = compiled.get(pointer);
    if (!fn) {
      const view = this.view(kind);
      const ref = `${view.id}#${pointer.split("/").map(encodeURIComponent).join("/")}`;
      try {
        fn = view.ajv.compile({ $ref: ref });
      } catch (err) {
        throw new ContractError(`${this.name}: cannot compile the schema at #${pointer}: ${(err as Error).message}`);
      }
      compiled.set(pointer, fn);
    }
    return fn;
  }

  pointerOf(kind: ViewKind, schema: unknown): string | undefined {
    return typeof schema === "object" && schema !== null ? this.view(kind).pointers.get(schema) : undefined;
  }

  private view(kind: ViewKind): View {
    let v = this.views.get(kind);
    if (!v) {
      const id = `urn:contract:${kind}`;
      const doc = { ...deriveView(this.doc, kind), $id: id };
      const pointers = new WeakMap<object, string>();
      const walk = (node: unknown, pointer: string) => {
        if (typeof node !== "object" || node === null || pointers.has(node)) return;
        pointers.set(node, pointer);
        for (const [k, child] of Object.entries(node)) walk(child, `${pointer}/${esc(k)}`);
      };
      walk(doc, "");
      v = { ajv: schemaChecker(doc, id), id, pointers };
      this.views.set(kind, v);
    }
    return v;
  }
}

/** An ajv instance holding a view's document under `id`, reporting every error with the schema and data it is about. */
function schemaChecker(doc: object, id: string): InstanceType<typeof Ajv2020.default> {
  const ajv = new Ajv2020.default({ allErrors: true, strict: false, verbose: true, logger: false });
  addFormats.default(ajv);
  // Range only: whether the number is an integer is the `type` keyword's finding, not the format's.
  const inRange = (min: number, max: number) => (n: number) => !Number.isInteger(n) || (n >= min && n <= max);
  ajv.addFormat("int32", { type: "number", validate: inRange(-2147483648, 2147483647) });
  ajv.addFormat("int64", { type: "number", validate: inRange(-(2 ** 63), 2 ** 63) });
  ajv.addFormat("float", { type: "number", validate: (n: number) => Number.isFinite(n) });
  ajv.addFormat("double", { type: "number", validate: (n: number) => Number.isFinite(n) });
  ajv.addVocabulary(["discriminator", "example", "xml", "externalDocs"]);
  ajv.addSchema(doc, id, undefined, false);
  return ajv;
}
