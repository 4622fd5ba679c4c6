/**
 * The api-version an operation serves (the values its `api-version` query parameter allows, else its
 * document's `info.version`), and the refusal of a request that asks for none or for another.
 */
import type { Contract } from "../contract/validator.js";
import { CoreCode, type Problem } from "../http/errors.js";

const NAME = "api-version";
const POINTER = "/request/query/api-version";

/** The versions the operation at `pointer` serves; undefined when it takes no api-version. */
export function servedVersions(contract: Contract, pointer: string): string[] | undefined {
  // the operation's own parameter overrides its path item's
  for (const holder of [pointer, pointer.slice(0, pointer.lastIndexOf("/"))]) {
    const list = contract.deref(holder)?.value.parameters;
    const count = Array.isArray(list) ? list.length : 0;
    for (let i = 0; i < count; i++) {
      const param = contract.deref(`${holder}/parameters/${i}`);
      if (param?.value.name !== NAME || param.value.in !== "query") continue;
      const schema = contract.deref(`${param.pointer}/schema`)?.value;
      const allowed = schema && "const" in schema ? [schema.const] : Array.isArray(schema?.enum) ? schema.enum : [contract.doc.info && (contract.doc.info as { version?: unknown }).version];
      return allowed.filter((v): v is string => typeof v === "string");
    }
  }
  return undefined;
}

const quoted = (versions: string[]) => versions.map((v) => `'${v}'`).join(", ");

/** Why a request's api-version is refused (none sent, or one the operation does not serve); undefined when it is served. */
export function apiVersionProblem(served: string[], query: ReadonlyArray<readonly [string, string]>): Problem | undefined {
  const sent = query.filter(([n]) => n === NAME).map(([, v]) => v);
  const supported = `The supported versions are ${quoted(served)}.`;
  if (sent.every((v) => v === "")) {
    const message = `The ${NAME} query parameter (?${NAME}=) is required for all requests. ${supported}`;
    return { code: CoreCode.MissingApiVersion, status: 400, message, findings: [{ pointer: POINTER, rule: "required", message: `query parameter ${NAME} is required` }] };
  }
  const [version = ""] = sent;
  if (sent.length === 1 && served.some((v) => v.toLowerCase() === version.toLowerCase())) return undefined;
  const shown = sent.length === 1 ? `'${version}'` : quoted(sent);
  const message = `The ${NAME} ${shown} is invalid. ${supported}`;
  return { code: CoreCode.UnsupportedApiVersion, status: 400, message, findings: [{ pointer: POINTER, rule: NAME, message: `query parameter ${NAME} must be ${quoted(served)} (got ${shown})` }] };
}
