/** Contract findings in error bodies: the field a finding is about (`properties.containers[0].name`), and the `{ code, message, target?, details? }` error object. */
import type { Finding } from "../../contract/validator.js";
import type { ErrorCatalogue } from "../../http/errors.js";

/** `properties.containers[0].name`, `api-version`, ...: the field a finding is about, resource-manager style. */
export function targetOf(finding: Finding): string | undefined {
  const m = /^\/request\/(body|query|path|header|cookie)(?:\/(.*))?$/.exec(finding.pointer);
  if (!m) return undefined;
  const parts = (m[2] ?? "")
    .split("/")
    .filter((p) => p !== "")
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), "") || undefined;
}

/** The field all findings are about, when they agree on one. */
export function commonTarget(findings: Finding[]): string | undefined {
  const targets = new Set(findings.map(targetOf));
  return targets.size === 1 ? [...targets][0] : undefined;
}

/** A detail of an error object: one finding. */
export interface ErrorDetail {
  code: string;
  message: string;
  target?: string;
}

/**
 * `{ code, message, target?, details? }`: the error object of the resource-manager APIs and of document
 * classifiers, with a detail per finding and the field they all name as target; `extra` adds members.
 */
export function errorObject(code: string, message: string, findings: Finding[], extra: Record<string, unknown> = {}): { code: string; message: string; target?: string; details?: ErrorDetail[] } {
  const target = commonTarget(findings);
  const details = findings.map((f): ErrorDetail => {
    const at = targetOf(f);
    return { code: f.rule, message: f.message, ...(at ? { target: at } : {}) };
  });
  return { code, message, ...(target ? { target } : {}), ...(details.length ? { details } : {}), ...extra };
}

/** `{ error: { code, message, target?, details? } }` with the status of the error (and its `extra` members). */
export const errorEnvelope: ErrorCatalogue = {
  shape: (e) => ({ status: e.status, body: { error: errorObject(e.code, e.message, e.findings, e.options.extra) } }),
};

/** The message with the findings appended, for error bodies without a details member. */
export const withFindings = (message: string, findings: Finding[]): string => (findings.length ? `${message} ${findings.map((f) => f.message).join("; ")}.` : message);
