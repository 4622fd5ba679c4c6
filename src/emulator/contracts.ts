/**
 * The contracts an emulator serves, loaded once per process and shared by every emulator in it: each
 * registry entry's bundle parsed into a Contract, and what each operation's request body must not keep.
 */
import { createHash } from "node:crypto";
import { readFileSync, type Stats, statSync } from "node:fs";
import { join } from "node:path";
import { markedFields, type Remover } from "../contract/marks.js";
import { type Contract, ContractError, loadContract } from "../contract/validator.js";
import { type ApiEntry, loadRegistry, repoRoot } from "../registry.js";
import { routingOf } from "../contract/routing.js";
import { EmulatorError } from "./errors.js";

/**
 * Per contract and operation pointer: what its request body must not keep, the members the contract
 * marks readOnly (the server sets them) or writeOnly (secrets, never stored nor returned).
 */
export type BodyRemovers = ReadonlyMap<Contract, ReadonlyMap<string, Remover>>;

/**
 * Values made from a file, kept while the file stays as it was read: its identity, size and times (its
 * stamp) unchanged, and, while its mtime is too close to the read to tell a later write of the same size
 * apart (git's "racily clean" entries), its bytes' hash unchanged too. Bounded: past `max` entries the
 * oldest goes (a process that loads bundles from many temporary folders, as tests do).
 */
export class FileCache<T> {
  private readonly entries = new Map<string, { stamp: string; hash?: string; value: T }>();

  /** `statOf`: how a file's stamp is read (tests give one that stands still, as a coarse file system's timestamps do). */
  constructor(
    private readonly max: number,
    private readonly statOf: (file: string) => Pick<Stats, "dev" | "ino" | "size" | "mtimeMs" | "ctimeMs"> = statSync,
  ) {}

  /** The value of `file` (`key` tells apart values made differently from one file), made by `make` from its bytes when the file is new or changed. */
  get(file: string, key: string, make: (bytes: Buffer) => T): T {
    const stat = this.statOf(file);
    const stamp = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
    const cached = this.entries.get(key);
    if (cached && cached.stamp === stamp && cached.hash === undefined) return cached.value;
    const bytes = readFileSync(file);
    const hash = createHash("sha256").update(bytes).digest("hex");
    // a file changed this close to its read (ms) may change again within the file system's timestamp granularity without a new stamp
    const racy = Date.now() - stat.mtimeMs < 2000;
    if (cached && cached.stamp === stamp && cached.hash === hash) {
      if (!racy) this.entries.set(key, { stamp, value: cached.value });
      return cached.value;
    }
    const value = make(bytes);
    this.entries.delete(key);
    this.entries.set(key, { stamp, value, ...(racy ? { hash } : {}) });
    for (const old of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(old);
    }
    return value;
  }
}

/**
 * The process-wide caches of what never changes while its files stay as they are (issue 27: several
 * emulators in one process share it): the registry's entries and each bundle's parsed Contract. Their
 * values are read-only: the entries and each document deeply frozen, each Contract object frozen; the
 * only thing that still changes inside a Contract is ajv's validators, compiled on first use from the
 * document alone (the same for every emulator). Nothing of a request or of an emulator's state is kept
 * in them: an ajv validator's `errors` is read right after its call, with no await between.
 * What it saves (npm run bench -- --instances 50): creating the 2nd..50th emulator in a process took
 * 29-49 ms median (reading, parsing and planning 12 bundles and the registry each time), 0.5 ms with it;
 * each extra instance held 2.4 MiB more resident (3.1 MiB once it had compiled its own validators), 0.3 MiB with it.
 */
const registries = new FileCache<readonly ApiEntry[]>(8);
const bundles = new FileCache<Contract>(64);

/** Removers by contract, made once per contract (a contract no longer served takes its removers with it). Read-only, like the contracts. */
const removersOf = new WeakMap<Contract, ReadonlyMap<string, Remover>>();

/** The registry's entries (`loadRegistry`), read again only when the file changed. */
export function registryEntries(file = join(repoRoot, "redocly.yaml")): readonly ApiEntry[] {
  return registries.get(file, file, () => deepFreeze(loadRegistry(file)));
}

/** The contract of a registry entry, parsed from its bundle once per process while the file stays as it was read. */
export function loadBundle(entry: ApiEntry): Contract {
  const parse = (bytes: Buffer): Contract => {
    let doc: unknown;
    try {
      doc = JSON.parse(bytes.toString("utf8"));
    } catch (err) {
      throw new ContractError(`cannot load ${entry.bundle}: ${(err as Error).message}`);
    }
    const contract = loadContract(deepFreeze(doc) as object, entry.key, routingOf(entry));
    Object.freeze(contract);
    return contract;
  };
  try {
    return bundles.get(entry.bundle, `${entry.key}\0${entry.family}\0${entry.bundle}`, parse);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") throw new EmulatorError(`${entry.key}: ${entry.bundle} is missing; run npm run build first`);
    throw err;
  }
}

/** Contracts of every API with paths (components-only documents have nothing to serve): the given ones, or the registry's (or `entries`), shared. */
export function servedContracts(options: { contracts?: ReadonlyMap<string, Contract>; entries?: ApiEntry[] }): Map<string, Contract> {
  const all = options.contracts ?? new Map((options.entries ?? registryEntries()).map((e) => [e.key, loadBundle(e)]));
  return new Map([...all].filter(([, c]) => Object.keys((c.doc.paths as object | undefined) ?? {}).length > 0));
}

/** Each contract's removers (made once per contract, shared like it). */
export function bodyRemovers(contracts: ReadonlyMap<string, Contract>): BodyRemovers {
  return new Map([...contracts.values()].map((contract) => [contract, removersOfContract(contract)]));
}

function removersOfContract(contract: Contract): ReadonlyMap<string, Remover> {
  let byOperation = removersOf.get(contract);
  if (!byOperation) {
    const fields = markedFields(contract.doc);
    const made = new Map<string, Remover>();
    for (const op of contract.listOperations()) {
      const remover = fields.requestBody(contract.deref(op.pointer)?.value);
      if (remover) made.set(op.pointer, remover);
    }
    byOperation = made;
    removersOf.set(contract, byOperation);
  }
  return byOperation;
}

/** Freeze a parsed JSON value and everything in it (a shared document nobody may change). */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
