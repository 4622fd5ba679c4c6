/**
 * vendor-management-api-version: in a management-plane document every operation takes the query
 * parameter `api-version`, required (seed 001: "api-version: query parameter, string, minLength 1,
 * required on every operation").
 *
 * A document is management-plane when one of its paths starts with /subscriptions or /providers
 * (the resource manager's address space). Operation-level parameters override path-level ones of
 * the same name and location, as OpenAPI says. Webhooks are not requests to the service and are not
 * checked.
 */
import { deref, operationName, operations } from "../lib/oas.js";

const MANAGEMENT_PATH = /^\/(?:subscriptions|providers)(?:[/({]|$)/i;

export default function vendorManagementApiVersion(targetVal) {
  const results = [];
  const paths = targetVal && typeof targetVal.paths === "object" && targetVal.paths ? Object.keys(targetVal.paths) : [];
  if (!paths.some((p) => MANAGEMENT_PATH.test(p))) return results;
  for (const op of operations(targetVal, ["paths"])) {
    const found = new Map();
    const collect = (list, path) => {
      if (!Array.isArray(list)) return;
      list.forEach((raw, i) => {
        const p = deref(targetVal, raw);
        if (p && typeof p === "object") found.set(`${p.in}:${p.name}`, { param: p, path: [...path, "parameters", i] });
      });
    };
    collect(op.pathItem.parameters, ["paths", op.key]);
    collect(op.operation.parameters, op.path);
    const apiVersion = found.get("query:api-version");
    if (!apiVersion) {
      results.push({ message: `${operationName(op)} has no query parameter api-version (required on every management-plane operation).`, path: op.path });
    } else if (apiVersion.param.required !== true) {
      results.push({ message: `${operationName(op)}: query parameter api-version must be required: true.`, path: apiVersion.path });
    }
  }
  return results;
}
