/**
 * vendor-secrets-write-only: a property whose name says it holds a secret is `writeOnly: true`,
 * so that it is accepted in requests and never described in responses (DESIGN.md: "secrets are
 * `writeOnly` and never come back").
 *
 * Secret names: a property name whose last word or words (camelCase humps, acronyms, parts between
 * `_`, `-`, `.`), joined and lower-cased, are one of SECRET_NAME_ENDINGS. So `password`, `adminPassword`,
 * `accountKey`, `storageAccountKey`, `workspaceKey`, `sharedAccessPolicyKey`, `refreshToken`,
 * `secret`, `clientSecret`, `protectedSettings`, `connectionString` are secrets; names of
 * *references* to secrets (`passwordReference`, `storageAccountKeyReference`, `secretReferences`,
 * `secretReferenceUri`) and names that merely contain a word (`partitionKey`, `keyName`,
 * `subscriptionKeyParameterNames`, `tokenUserDisplayName`) are not.
 *
 * Accepted, besides `writeOnly: true` on the property (or on the schema it references, or in one of
 * its `allOf` members):
 * - a map of secrets: an object whose values are all `writeOnly` (`additionalProperties` writeOnly,
 *   and every declared property writeOnly). The map itself may come back (empty), its values never
 *   do: container-instance's secret volume, `secret: {}` in responses.
 * - the explicit exemption `x-secret: true`, for a secret that the contract deliberately returns to
 *   its caller (document-classifiers' `accessToken`, handed from authorizeCopy to copyTo). The
 *   exemption must be documented: the property has a non-empty `description` (saying why it is
 *   returned) and, when it is a string, `format: password` (so documentation tools mask it).
 *
 * Only schemas are inspected: components.schemas and every `schema` of a parameter, header or media
 * type, recursively through properties, items, prefixItems, additionalProperties, patternProperties,
 * allOf/anyOf/oneOf, if/then/else, dependentSchemas, $defs. Not inside `not` (a `not` names what is
 * forbidden, e.g. "password and passwordReference together"), and never inside examples.
 */
import { deref } from "../lib/oas.js";

export const SECRET_NAME_ENDINGS = [
  "password",
  "passwd",
  "passphrase",
  "secret",
  "accountkey",
  "accesskey",
  "policykey",
  "workspacekey",
  "sharedkey",
  "primarykey",
  "secondarykey",
  "apikey",
  "subscriptionkey",
  "masterkey",
  "privatekey",
  "signingkey",
  "accesstoken",
  "refreshtoken",
  "idtoken",
  "sastoken",
  "bearertoken",
  "connectionstring",
  "protectedsettings",
  "securevalue",
];

/** The words of a name: camelCase humps, acronyms, and parts between `_`, `-` or `.`, lower-cased. */
const words = (name) => (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+/g) ?? []).map((w) => w.toLowerCase());

/** True when `name` names a secret: its last word(s), joined, are one of SECRET_NAME_ENDINGS. */
export function isSecretName(name) {
  const w = words(name);
  for (let i = w.length - 1; i >= 0; i--) {
    if (SECRET_NAME_ENDINGS.includes(w.slice(i).join(""))) return true;
  }
  return false;
}

const SUBSCHEMA_MAPS = ["properties", "patternProperties", "dependentSchemas", "$defs", "definitions"];
const SUBSCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const SUBSCHEMA_SINGLE = ["items", "additionalProperties", "unevaluatedProperties", "unevaluatedItems", "contains", "propertyNames", "if", "then", "else"];

function isWriteOnly(root, schema, seen = new Set()) {
  if (!schema || typeof schema !== "object" || seen.has(schema)) return false;
  seen.add(schema);
  if (schema.writeOnly === true) return true;
  if (typeof schema.$ref === "string" && isWriteOnly(root, deref(root, { $ref: schema.$ref }), seen)) return true;
  return Array.isArray(schema.allOf) && schema.allOf.some((s) => isWriteOnly(root, s, seen));
}

function isSecretMap(root, raw) {
  const schema = deref(root, raw);
  if (!schema || typeof schema !== "object") return false;
  const values = deref(root, schema.additionalProperties);
  if (!values || typeof values !== "object" || !isWriteOnly(root, values)) return false;
  return Object.values(schema.properties ?? {}).every((p) => isWriteOnly(root, p));
}

function checkProperty(root, name, raw, path, results) {
  if (!isSecretName(name)) return;
  const schema = deref(root, raw) ?? {};
  const own = raw && typeof raw === "object" ? raw : {};
  if (own["x-secret"] === true || schema["x-secret"] === true) {
    const description = own.description ?? schema.description;
    const missing = [];
    if (typeof description !== "string" || !description.trim()) missing.push("a `description` saying why the secret is returned");
    const type = own.type ?? schema.type;
    const isString = type === "string" || (Array.isArray(type) && type.includes("string"));
    if (isString && (own.format ?? schema.format) !== "password") missing.push("`format: password`");
    if (missing.length) {
      results.push({
        message: `Secret property "${name}" is exempted with x-secret: true but the exemption is undocumented: add ${missing.join(" and ")}.`,
        path,
      });
    }
    return;
  }
  if (isWriteOnly(root, raw) || isSecretMap(root, raw)) return;
  results.push({
    message: `Property "${name}" holds a secret and must be writeOnly: true (never returned); if the contract returns it on purpose, mark it x-secret: true with a description and format: password.`,
    path,
  });
}

function walkSchema(root, schema, path, results, seen) {
  if (!schema || typeof schema !== "object" || Array.isArray(schema) || seen.has(schema)) return;
  seen.add(schema);
  if (schema.properties && typeof schema.properties === "object") {
    for (const [name, prop] of Object.entries(schema.properties)) checkProperty(root, name, prop, [...path, "properties", name], results);
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (map && typeof map === "object") for (const [k, v] of Object.entries(map)) walkSchema(root, v, [...path, key, k], results, seen);
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((v, i) => walkSchema(root, v, [...path, key, i], results, seen));
  }
  for (const key of SUBSCHEMA_SINGLE) {
    const sub = schema[key];
    if (Array.isArray(sub)) sub.forEach((v, i) => walkSchema(root, v, [...path, key, i], results, seen));
    else walkSchema(root, sub, [...path, key], results, seen);
  }
}

/** Walk the document outside schemas, entering schema mode at `schema` and components.schemas; examples and extensions are skipped. */
function walkDocument(root, node, path, results, seen) {
  if (!node || typeof node !== "object" || seen.has(node)) return;
  if (Array.isArray(node)) {
    node.forEach((v, i) => walkDocument(root, v, [...path, i], results, seen));
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "example" || key === "examples" || key.startsWith("x-")) continue;
    if (key === "schema") walkSchema(root, value, [...path, key], results, seen);
    else if (key === "schemas" && path.length === 1 && path[0] === "components" && value && typeof value === "object") {
      for (const [name, schema] of Object.entries(value)) walkSchema(root, schema, [...path, key, name], results, seen);
    } else walkDocument(root, value, [...path, key], results, seen);
  }
}

export default function vendorSecretsWriteOnly(targetVal) {
  const results = [];
  walkDocument(targetVal, targetVal, [], results, new Set());
  return results;
}
