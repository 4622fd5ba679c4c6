/**
 * vendor-202-async-headers: a 202 Accepted says where to follow the work and when to look again.
 * Every 202 response (paths and webhooks) declares a status-address header, one of
 * `Vendor-AsyncOperation`, `Operation-Location` or `Location`, and `Retry-After` (header names
 * compared case-insensitively, as HTTP does). Seed 001: "202: accepted, headers
 * Vendor-AsyncOperation (string, status address) and Retry-After (integer)".
 */
import { deref, operationName, operations } from "../lib/oas.js";

const STATUS_ADDRESS = ["vendor-asyncoperation", "operation-location", "location"];

export default function vendor202AsyncHeaders(targetVal) {
  const results = [];
  for (const op of operations(targetVal)) {
    const raw = op.operation.responses?.["202"];
    if (!raw) continue;
    const response = deref(targetVal, raw) ?? {};
    const headers = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
    const missing = [];
    if (!STATUS_ADDRESS.some((h) => headers.has(h))) missing.push("status-address header (Vendor-AsyncOperation, Operation-Location or Location)");
    if (!headers.has("retry-after")) missing.push("Retry-After header");
    if (missing.length) {
      results.push({ message: `${operationName(op)}: the 202 response declares no ${missing.join(" and no ")}.`, path: [...op.path, "responses", "202"] });
    }
  }
  return results;
}
