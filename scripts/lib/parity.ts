/**
 * The parity ledger, docs/parity.json: for every operation of every API of the registry, whether the
 * emulator serves it or only the mock, what it reproduces, what it does not do, and where the contract
 * differs from the public service. Written from one source of truth: the API modules' declarations
 * (src/emulator/apis/**: handlers and `parity`, src/emulator/parity.ts) and the bundled contracts (each
 * operation's own `x-decision` and `x-source`). npm run build writes it; npm run build:check fails when it is stale.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { BEHAVIOUR_KINDS, type Claim, CORE_PARITY, type Difference, type Gap, joinParity, type OperationParity } from "../../src/emulator/parity.js";
import type { ApiModule } from "../../src/emulator/types.js";
import { eachOperation } from "./operations.js";
import { type ApiEntry, loadRegistry, repoRoot } from "./registry.js";

/** Where the ledger is, relative to the repository. */
export const PARITY_FILE = "docs/parity.json";

export interface LedgerOperation {
  method: string;
  /** The path template; for a top-level webhook, its name. */
  path: string;
  summary?: string;
  /** Path operations: emulated (a module handles it) or mock-only (the emulator answers 501). Webhooks: emulated (the emulator sends it) or not sent. */
  emulator: "emulated" | "mock-only" | "not sent";
  reproduces: Claim[];
  doesNot: Gap[];
  differences: Difference[];
  /** The seed's own words about the operation (its x-source). */
  seed: string[];
}

export interface LedgerApi {
  family: string;
  title: string;
  /** "components only": the contract publishes resource shapes and no operation; nothing serves it. */
  served: "emulator and mock" | "components only";
  /** The contract's decisions about the whole API (info and servers). */
  differences: Difference[];
  operations: Record<string, LedgerOperation>;
  webhooks: Record<string, LedgerOperation>;
}

export interface Ledger {
  about: string;
  kinds: Record<string, string>;
  apis: Record<string, LedgerApi>;
}

const ABOUT =
  "The emulator's parity ledger: for every operation of every API, whether the emulator serves it (emulated) or only the mock does (mock-only), what it reproduces, " +
  "what it does not do, and where the answer differs from the public service, each difference with its x-decision (a JSON pointer into the API's openapi.json) or seed. " +
  "Written by npm run build from the emulator modules' declarations (src/emulator/apis/) and the contracts; do not edit. Every claim is checked by a request in tests/emulator/parity.test.ts.";

/** Gaps of an operation no module handles. */
const MOCK_ONLY: Gap = { claim: "core.mock-only", says: "The emulator does not serve this operation: it answers 501 in the API's error shape; the mock answers from the contract's examples." };

/** A JSON pointer token. */
const token = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

/** The contract's decision is that there is no difference: one sentence saying it follows the public service (a longer note goes on to one). */
const followsService = (text: string) => {
  const sentences = text.trim().split(/(?<=[.!?])\s+(?=[A-Z`])/);
  return sentences.length === 1 && /^Follows the public service\b/.test(sentences[0]!);
};

/** Every `x-decision` inside `node` (no $ref followed), in document order, that records a difference. */
function decisionsIn(node: unknown, pointer: string, out: Difference[] = []): Difference[] {
  if (Array.isArray(node)) node.forEach((item, i) => decisionsIn(item, `${pointer}/${i}`, out));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "x-decision" && typeof value === "string") {
        if (!followsService(value)) out.push({ says: value.trim().replace(/\s+/g, " "), ref: `x-decision at openapi.json${pointer}` });
      } else if (!["examples", "example", "x-codeSamples"].includes(key)) decisionsIn(value, `${pointer}/${token(key)}`, out);
    }
  }
  return out;
}

const seedOf = (op: Record<string, unknown>): string[] => {
  const source = op["x-source"];
  const quotes = Array.isArray(source) ? source : typeof source === "string" ? [source] : [];
  return quotes.filter((q): q is string => typeof q === "string").map((q) => q.trim().replace(/\s+/g, " "));
};

/** Unique by claim (declared twice, kept once, first place), then by text. */
function unique<T extends { claim?: string; says: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.claim ?? item.says;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type Doc = {
  info?: { title?: string };
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
};

/** The ledger entry of one API: its contract's operations, and what its module declares about them. */
function apiLedger(entry: ApiEntry, doc: Doc, module: ApiModule | undefined): LedgerApi {
  const declared = module?.parity?.(entry.key);
  const where = `the parity declared for ${entry.key} (src/emulator/apis/)`;
  const operations: Record<string, LedgerOperation> = {};
  const webhooks: Record<string, LedgerOperation> = {};
  for (const { kind, name, method, op, pointer } of eachOperation(doc)) {
    const id = kind === "path" ? String(op.operationId ?? `${method.toUpperCase()} ${name}`) : name;
    const handled = kind === "path" ? Boolean(module?.handlers[id]) : Boolean(declared?.webhooks?.[id]);
    const own: OperationParity | undefined = kind === "path" ? declared?.operations?.[id] : declared?.webhooks?.[id];
    // a path operation has its own claims, then the API's shared ones and the core's; a webhook only its own
    const claims = !handled ? joinParity(kind === "path" ? { doesNot: [MOCK_ONLY] } : undefined) : kind === "path" ? joinParity(own, declared?.every, CORE_PARITY) : joinParity(own);
    const entryOf: LedgerOperation = {
      method: method.toUpperCase(),
      path: name,
      ...(typeof op.summary === "string" ? { summary: op.summary } : {}),
      emulator: handled ? "emulated" : kind === "path" ? "mock-only" : "not sent",
      reproduces: unique(claims.reproduces),
      doesNot: unique(claims.doesNot),
      differences: unique([...decisionsIn(op, pointer), ...claims.differences]),
      seed: seedOf(op),
    };
    (kind === "path" ? operations : webhooks)[id] = entryOf;
  }
  // a declaration must name what the contract has, and the module must handle what it declares
  for (const id of Object.keys(declared?.operations ?? {})) {
    if (!operations[id]) throw new Error(`${where} names ${id}, which is no operation of its contract`);
    if (operations[id].emulator !== "emulated") throw new Error(`${where} names ${id}, which its module has no handler for`);
  }
  for (const name of Object.keys(declared?.webhooks ?? {})) if (!webhooks[name]) throw new Error(`${where} names the webhook ${name}, which its contract does not have`);
  const any = Object.keys(operations).length + Object.keys(webhooks).length > 0;
  return {
    family: entry.family,
    title: doc.info?.title ?? entry.key,
    served: any ? "emulator and mock" : "components only",
    differences: [...decisionsIn(doc.info, "#/info"), ...decisionsIn((doc as { servers?: unknown }).servers, "#/servers")],
    operations,
    webhooks,
  };
}

/**
 * The ledger of every API of the registry, from the bundles (generated/) and the modules' declarations
 * (default: fresh instances of every module; the emulator is loaded only then, not by what only needs PARITY_FILE).
 */
export async function buildLedger(entries: ApiEntry[] = loadRegistry(), given?: ApiModule[]): Promise<Ledger> {
  const modules = given ?? (await import("../../src/emulator/index.js")).defaultModules();
  const apis: Record<string, LedgerApi> = {};
  for (const entry of entries) {
    const doc = JSON.parse(await readFile(entry.bundle, "utf8")) as Doc;
    apis[entry.key] = apiLedger(
      entry,
      doc,
      modules.find((m) => m.apis.includes(entry.key)),
    );
  }
  return { about: ABOUT, kinds: { ...BEHAVIOUR_KINDS }, apis };
}

export const ledgerText = (ledger: Ledger) => `${JSON.stringify(ledger, null, 2)}\n`;

/**
 * Write docs/parity.json when its bytes differ from a fresh ledger (`check`: write nothing); returns
 * whether it was stale (before writing).
 */
export async function updateLedger({ check = false, root = repoRoot }: { check?: boolean; root?: string } = {}): Promise<{ stale: boolean; file: string }> {
  const file = join(root, PARITY_FILE);
  const fresh = ledgerText(await buildLedger(loadRegistry(join(root, "redocly.yaml"))));
  const stale = (await readFile(file, "utf8").catch(() => undefined)) !== fresh;
  if (stale && !check) await writeFile(file, fresh);
  return { stale, file: PARITY_FILE };
}
