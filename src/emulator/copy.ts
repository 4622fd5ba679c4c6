/** Copies of plain objects that stay cheap to add properties to (the handlers and the HTTP adapter do, on every request). */

/**
 * `{ ...value }` of a plain object (own enumerable string keys, in order), made property by property. V8
 * lets a spread copy share its source's map, and then every property added to the copy costs a new map
 * (about half a microsecond each); the handlers add several to copies of request bodies on every request.
 */
export function copyOf<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const v = (value as Record<string, unknown>)[key];
    // an own "__proto__" member (JSON can have one) is a property, not the prototype
    if (key === "__proto__") Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    else out[key] = v;
  }
  return out as T;
}
