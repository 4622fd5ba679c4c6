/**
 * Deeply frozen answers: the HTTP adapter serialises and encodes a frozen value once and reuses its
 * bytes while the value lives, so a body (or a part of one) that is kept and handed out again costs no
 * serialisation.
 */

/** Freeze `value` and everything in it; returns it. Only for values nobody changes afterwards. */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null || Object.isFrozen(v)) continue;
    Object.freeze(v);
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (typeof child === "object" && child !== null) stack.push(child);
  }
  return value;
}

/** The UTF-8 bytes of frozen values, kept while the value lives. */
const bytes = new WeakMap<object, Buffer>();

/** The JSON bytes of a frozen object or array, made once. */
function frozenBytes(value: object): Buffer {
  let kept = bytes.get(value);
  if (kept === undefined) bytes.set(value, (kept = Buffer.from(JSON.stringify(value), "utf8")));
  return kept;
}

/** A body as the wire carries it: JSON text, kept bytes, or both in order (`Buffer.concat` of their UTF-8 is the JSON). */
export type WireBody = Buffer | string | Array<Buffer | string>;

/**
 * The body as the wire carries it. A frozen value is its kept bytes (an answer handed out again is
 * neither serialised nor encoded again); a value that is not frozen but holds frozen parts (a kept list
 * inside a new page) is written member by member, text around the parts' kept bytes; anything else is
 * its JSON text.
 */
export function wireBody(value: unknown): WireBody {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  if (Object.isFrozen(value)) return frozenBytes(value);
  if (!hasFrozenMember(value)) return JSON.stringify(value);
  const parts: Array<Buffer | string> = [];
  const rest = writeParts(value, parts, "");
  if (rest !== "") parts.push(rest);
  return parts;
}

/** Write `value` after `text` (JSON not yet pushed): frozen objects and arrays go to `parts` as their bytes; returns the text that follows the last of them. */
function writeParts(value: unknown, parts: Array<Buffer | string>, text: string): string {
  if (typeof value !== "object" || value === null) return text + (JSON.stringify(value) ?? "null");
  if (Object.isFrozen(value)) {
    if (text !== "") parts.push(text);
    parts.push(frozenBytes(value));
    return "";
  }
  if (!hasFrozenMember(value)) return text + JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = `${text}[`;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (i > 0) out += ",";
      out = v === undefined || typeof v === "function" ? `${out}null` : writeParts(v, parts, out);
    }
    return `${out}]`;
  }
  let out = `${text}{`;
  let first = true;
  const object = value as Record<string, unknown>;
  for (const k in object) {
    if (!Object.hasOwn(object, k)) continue;
    const v = object[k];
    if (v === undefined || typeof v === "function") continue;
    out = writeParts(v, parts, `${out}${first ? "" : ","}${keyText(k)}`);
    first = false;
  }
  return `${out}}`;
}

/** The JSON text of `value` as wireBody writes it (kept parts decoded): JSON.stringify's text. */
export function serialize(value: unknown): string {
  const wire = wireBody(value);
  if (typeof wire === "string") return wire;
  if (Buffer.isBuffer(wire)) return wire.toString("utf8");
  return wire.map((p) => (typeof p === "string" ? p : p.toString("utf8"))).join("");
}

/**
 * The last answer a handler made, with the inputs it was made from: asked again with the same inputs
 * (each the same value, `===`), the same frozen body comes back, so it is serialised and encoded once
 * (polling and paging clients repeat their requests).
 */
export class LastAnswer<T> {
  private inputs: readonly unknown[] | undefined;
  private body: T | undefined;

  /** The body kept for exactly these inputs, or undefined. */
  get(inputs: readonly unknown[]): T | undefined {
    const kept = this.inputs;
    if (kept === undefined || kept.length !== inputs.length) return undefined;
    for (let i = 0; i < inputs.length; i++) if (kept[i] !== inputs[i]) return undefined;
    return this.body;
  }

  /** Keep `body` (frozen here) as the answer to `inputs`; returns it. */
  set(inputs: readonly unknown[], body: T): T {
    this.inputs = inputs;
    this.body = Object.freeze(body);
    return this.body;
  }
}

/** `"name":` of member names seen (JSON.stringify of each name, once); forgotten all at once past MAX_KEYS. */
const keys = new Map<string, string>();
const MAX_KEYS = 10_000;

function keyText(k: string): string {
  let text = keys.get(k);
  if (text === undefined) {
    if (keys.size >= MAX_KEYS) keys.clear();
    keys.set(k, (text = `${JSON.stringify(k)}:`));
  }
  return text;
}

/** True when an object or array (not frozen itself) holds a frozen object or array at its first or second level. */
function hasFrozenMember(value: object): boolean {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (frozenAtTwoLevels(value[i])) return true;
    return false;
  }
  const object = value as Record<string, unknown>;
  for (const k in object) if (Object.hasOwn(object, k) && frozenAtTwoLevels(object[k])) return true;
  return false;
}

/** `v` is a frozen object or array, or an array whose first item is one. */
function frozenAtTwoLevels(v: unknown): boolean {
  if (typeof v !== "object" || v === null) return false;
  if (Object.isFrozen(v)) return true;
  return Array.isArray(v) && v.length > 0 && typeof v[0] === "object" && v[0] !== null && Object.isFrozen(v[0]);
}
