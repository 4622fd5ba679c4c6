/** The breaking-change check of two schemas, property by property and variant by variant, in one direction. */
import { type Ctx, type Kind, type Mode, report } from "./rules.js";
import { type Json, BOUNDS_MAX, BOUNDS_MIN, code, deref, expandTypes, refName, subset, typeText, type View, view } from "./views.js";

/**
 * `hoisted`: names whose requiredness the enclosing schema compared already (they are required by it, or
 * by every one of its alternatives, in one version): a variant does not report them again.
 */
export function compareSchema(ctx: Ctx, mode: Mode, oldRaw: unknown, newRaw: unknown, ptr: string[], schema?: string, depth = 0, hoisted: ReadonlySet<string> = new Set()): void {
  const o = view(ctx.base, oldRaw);
  const n = view(ctx.rev, newRaw);
  if (ctx.stopAt && ptr.length > 0 && o.name && o.name === n.name && ctx.stopAt.has(o.name)) return;
  const key = `${mode}|${o.refs.join(",")}|${n.refs.join(",")}`;
  if ((o.refs.length || n.refs.length) && ctx.stack.has(key)) return;
  if (depth > 64) return;
  ctx.stack.add(key);
  try {
    const here = n.name ?? schema;
    const at = (kind: Kind, change: string, p = ptr) => report(ctx, mode, kind, p, change, here);

    // Types.
    const ot = expandTypes(o.types);
    const nt = expandTypes(n.types);
    if (!(subset(ot, nt) && subset(nt, ot))) {
      const text = `type ${typeText(o.types)} → ${typeText(n.types)}`;
      if (mode === "write") at(subset(ot, nt) ? "type-widened" : subset(nt, ot) ? "type-narrowed" : "type-changed", `${text}`);
      else at(subset(nt, ot) ? "type-narrowed" : subset(ot, nt) ? "type-widened" : "type-changed", `${text}`);
      if (![...ot].some((t) => nt.has(t))) return; // nothing in common: deeper differences are noise
    }

    // Enumerations (const counts as a one-value enum).
    if (o.enumValues && n.enumValues) {
      const removed = o.enumValues.filter((x) => !n.enumValues!.includes(x));
      const added = n.enumValues.filter((x) => !o.enumValues!.includes(x));
      for (const x of removed) at("enum-value-removed", `enum value ${code(JSON.parse(x))} removed`);
      for (const x of added) at("enum-value-added", `enum value ${code(JSON.parse(x))} added`);
    } else if (!o.enumValues && n.enumValues) {
      at("enum-introduced", `values restricted to ${n.enumValues.map((x) => code(JSON.parse(x))).join(", ")}`);
    } else if (o.enumValues && !n.enumValues) {
      at("enum-dropped", `enum ${o.enumValues.map((x) => code(JSON.parse(x))).join(", ")} no longer restricts the values`);
    }

    // Bounds.
    for (const k of [...BOUNDS_MIN, ...BOUNDS_MAX]) {
      const a = o.bounds[k];
      const b = n.bounds[k];
      if (a === b) continue;
      const isMin = (BOUNDS_MIN as readonly string[]).includes(k);
      const text = a === undefined ? `${k} ${b} added` : b === undefined ? `${k} ${a} removed` : `${k} ${a} → ${b}`;
      const narrowed = a === undefined ? true : b === undefined ? false : isMin ? b > a : b < a;
      at(narrowed ? "bound-narrowed" : "bound-widened", text);
    }

    // Patterns (allOf members may each add one; those in both versions are left out of the message).
    const gone = o.patterns.filter((x) => !n.patterns.includes(x));
    const come = n.patterns.filter((x) => !o.patterns.includes(x));
    const list = (ps: string[]) => ps.map(code).join(" and ");
    if (gone.length && come.length) at("pattern-changed", `pattern ${list(gone)} → ${list(come)}`);
    else if (come.length) at("pattern-added", `pattern ${list(come)} added`);
    else if (gone.length) at("pattern-removed", `pattern ${list(gone)} removed`);

    // Formats.
    if (o.format !== n.format) {
      if (!o.format) at("format-added", `format ${code(n.format)} added`);
      else if (!n.format) at("format-removed", `format ${code(o.format)} removed`);
      else at("format-changed", `format ${code(o.format)} → ${code(n.format)}`);
    }

    // Defaults matter to senders only.
    if (mode === "write" && o.defaultValue !== n.defaultValue && o.defaultValue !== undefined && n.defaultValue !== undefined) {
      at("default-changed", `default ${o.defaultValue} → ${n.defaultValue}`);
    }

    // Objects.
    const visible = (doc: Json, raw: unknown) => {
      const pv = view(doc, raw);
      return mode === "write" ? !pv.readOnly : !pv.writeOnly;
    };
    // What the alternatives (oneOf/anyOf) all declare or all require holds for the schema as a whole: a
    // member required by every variant before and by the schema itself now (or the other way round) is
    // required all along, so its requiredness is compared here, once, and not again in each variant.
    const oAlt = alternatives(ctx.base, o);
    const nAlt = alternatives(ctx.rev, n);
    const oRequired = new Set([...o.required, ...oAlt.required]);
    const nRequired = new Set([...n.required, ...nAlt.required]);
    const names = [...new Set([...o.properties.keys(), ...n.properties.keys(), ...oAlt.declared.keys(), ...nAlt.declared.keys()])];
    for (const name of names) {
      const own = o.properties.has(name) && n.properties.has(name);
      const ors = o.properties.get(name) ?? oAlt.declared.get(name);
      const nrs = n.properties.get(name) ?? nAlt.declared.get(name);
      const p = [...ptr, "properties", name];
      if (!o.properties.has(name) && !n.properties.has(name)) {
        // Declared by the alternatives only: each variant compares it; here only its requiredness.
        if (ors !== undefined && nrs !== undefined && visible(ctx.base, ors) && visible(ctx.rev, nrs) && !hoisted.has(name)) {
          if (!oRequired.has(name) && nRequired.has(name)) at("property-became-required", `field ${code(name)} became required`, p);
          if (oRequired.has(name) && !nRequired.has(name)) at("property-became-optional", `field ${code(name)} became optional`, p);
        }
        continue;
      }
      const oldSeen = ors !== undefined && visible(ctx.base, ors);
      const newSeen = nrs !== undefined && visible(ctx.rev, nrs);
      if (oldSeen && !newSeen) {
        if (nrs !== undefined) at("property-hidden", `field ${code(name)} became ${mode === "write" ? "readOnly" : "writeOnly"}`, p);
        else at("property-removed", `field ${code(name)} removed${o.required.has(name) ? " (it was required)" : ""}`, p);
      } else if (!oldSeen && newSeen) {
        if (ors !== undefined) {
          // Visible now, hidden before (readOnly/writeOnly dropped): a new field in this direction.
          at(
            n.required.has(name) ? "property-added-required" : "property-added-optional",
            `field ${code(name)} is no longer ${mode === "write" ? "readOnly" : "writeOnly"}${n.required.has(name) ? " and is required" : ""}`,
            p,
          );
        } else {
          at(n.required.has(name) ? "property-added-required" : "property-added-optional", `${n.required.has(name) ? "required" : "optional"} field ${code(name)} added`, p);
        }
      } else if (oldSeen && newSeen) {
        const wasRequired = oRequired.has(name);
        const isRequired = nRequired.has(name);
        if (!hoisted.has(name)) {
          if (!wasRequired && isRequired) at("property-became-required", `field ${code(name)} became required`, p);
          if (wasRequired && !isRequired) at("property-became-optional", `field ${code(name)} became optional`, p);
        }
        // A member declared here in one version and by the alternatives in the other: its schemas are compared in the variants.
        if (own) compareSchema(ctx, mode, ors, nrs, p, here, depth + 1);
      }
    }
    // Required names without a property schema (e.g. a `required` list added to an open object).
    if (mode === "write") {
      for (const name of n.required) {
        if (!oRequired.has(name) && !names.includes(name)) at("property-became-required", `field ${code(name)} became required`, [...ptr, "properties", name]);
      }
    }
    const oClosed = o.additional === false;
    const nClosed = n.additional === false;
    if (!oClosed && nClosed) at("additional-closed", `${n.closedBy ?? "additionalProperties"}: false added (no fields beyond those listed)`);
    if (oClosed && !nClosed) at("additional-opened", `${o.closedBy ?? "additionalProperties"} no longer false`);
    if (o.additional !== undefined && o.additional !== false && n.additional !== undefined && n.additional !== false) {
      compareSchema(ctx, mode, o.additional, n.additional, [...ptr, "additionalProperties"], here, depth + 1);
    }

    // Arrays.
    if (o.items !== undefined && n.items !== undefined) compareSchema(ctx, mode, o.items, n.items, [...ptr, "items"], here, depth + 1);

    // Alternatives.
    if (o.variants || n.variants) compareVariants(ctx, mode, o, n, ptr, here, depth, new Set([...oRequired, ...nRequired]));
  } finally {
    ctx.stack.delete(key);
  }
}

export function variantLabel(doc: Json, raw: unknown, index: number): string {
  const d = deref(doc, raw);
  const name = refName(d.refs);
  if (name) return name;
  if (typeof d.node.title === "string") return d.node.title;
  return `#${index}`;
}

/** The members every alternative (oneOf/anyOf) of a schema declares, with one of their schemas, and those every alternative requires. */
export function alternatives(doc: Json, v: View): { declared: Map<string, unknown>; required: Set<string> } {
  const members = v.variants?.members ?? [];
  if (members.length === 0) return { declared: new Map(), required: new Set() };
  const views = members.map((m) => view(doc, m));
  const [first, ...rest] = views as [View, ...View[]];
  return {
    declared: new Map([...first.properties].filter(([k]) => rest.every((w) => w.properties.has(k)))),
    required: new Set([...first.required].filter((k) => rest.every((w) => w.required.has(k)))),
  };
}

export function compareVariants(ctx: Ctx, mode: Mode, o: View, n: View, ptr: string[], schema: string | undefined, depth: number, hoisted: ReadonlySet<string>) {
  const keyword = n.variants?.keyword ?? o.variants?.keyword ?? "oneOf";
  const om = new Map((o.variants?.members ?? []).map((m, i) => [variantLabel(ctx.base, m, i), m]));
  const nm = new Map((n.variants?.members ?? []).map((m, i) => [variantLabel(ctx.rev, m, i), m]));
  if (!o.variants || !n.variants) {
    // Alternatives introduced or dropped as a whole: compare the members against the other side's schema is
    // guesswork; say what happened.
    const which = o.variants ? "variant-removed" : "variant-added";
    report(ctx, mode, which, [...ptr, keyword], `${keyword} ${o.variants ? "removed" : "introduced"} (${[...(o.variants ? om : nm).keys()].map(code).join(", ")})`, schema);
    return;
  }
  // A variant that only changed its name (an inline enum that became a named schema) is the same variant.
  const renamed = new Map<string, string>();
  const unchanged = (a: unknown, b: unknown, at: string[]) => {
    const scratch: Ctx = { ...ctx, out: [] };
    compareSchema(scratch, mode, a, b, at, schema, depth + 1, hoisted);
    return scratch.out.length === 0;
  };
  for (const [label, m] of om) {
    if (nm.has(label)) continue;
    const match = [...nm].find(([other, n]) => !om.has(other) && ![...renamed.values()].includes(other) && unchanged(m, n, [...ptr, keyword, label]));
    if (match) renamed.set(label, match[0]);
  }
  for (const [label, m] of om) {
    const other = nm.get(label);
    if (other !== undefined) compareSchema(ctx, mode, m, other, [...ptr, keyword, label], schema, depth + 1, hoisted);
    else if (!renamed.has(label)) report(ctx, mode, "variant-removed", [...ptr, keyword, label], `${keyword} variant ${code(label)} removed`, schema);
  }
  const taken = new Set(renamed.values());
  for (const label of nm.keys()) if (!om.has(label) && !taken.has(label)) report(ctx, mode, "variant-added", [...ptr, keyword, label], `${keyword} variant ${code(label)} added`, schema);
}
