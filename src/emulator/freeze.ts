/**
 * Deeply frozen answers: the HTTP adapter serialises a frozen value once and reuses the text while the
 * value lives, so a body (or a part of one) that is kept and handed out again costs no serialisation.
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

const texts = new WeakMap<object, string>();

/**
 * JSON text of a body. A frozen value's text is kept; an object or array that is not frozen is written
 * member by member, so its frozen members (a kept list inside a new page) are not serialised again.
 */
export function serialize(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  if (Object.isFrozen(value)) {
    let text = texts.get(value);
    if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
    return text;
  }
  if (!hasFrozenMember(value)) return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      out += `${i === 0 ? "" : ","}${v === undefined || typeof v === "function" ? "null" : serialize(v)}`;
    }
    return `${out}]`;
  }
  let out = "";
  const object = value as Record<string, unknown>;
  for (const k in object) {
    if (!Object.hasOwn(object, k)) continue;
    const v = object[k];
    if (v !== undefined && typeof v !== "function") out += `${out === "" ? "" : ","}${keyText(k)}${serialize(v)}`;
  }
  return `{${out}}`;
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

const bytes = new WeakMap<object, Buffer>();

/**
 * The body as the wire carries it: a frozen object's UTF-8 bytes are kept with it (an answer handed out
 * again is neither serialised nor encoded again); anything else is its JSON text, which the HTTP layer
 * writes together with the head.
 */
export function wireBody(value: unknown): Buffer | string {
  if (typeof value !== "object" || value === null || !Object.isFrozen(value)) return serialize(value);
  let kept = bytes.get(value);
  // its text is not kept too: only a frozen part of another body needs that
  if (kept === undefined) bytes.set(value, (kept = Buffer.from(texts.get(value) ?? JSON.stringify(value), "utf8")));
  return kept;
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
