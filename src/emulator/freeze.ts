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
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined || typeof v === "function" ? "null" : serialize(v))).join(",")}]`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value)) if (v !== undefined && typeof v !== "function") parts.push(`${JSON.stringify(k)}:${serialize(v)}`);
  return `{${parts.join(",")}}`;
}

/** True when an object or array (not frozen itself) holds a frozen object or array at its first or second level. */
function hasFrozenMember(value: object): boolean {
  for (const v of Array.isArray(value) ? value : Object.values(value)) {
    if (typeof v !== "object" || v === null) continue;
    if (Object.isFrozen(v)) return true;
    if (Array.isArray(v) && v.length > 0 && typeof v[0] === "object" && v[0] !== null && Object.isFrozen(v[0])) return true;
  }
  return false;
}
