/**
 * The one error style of both front doors: an emulator handler returns an answer or throws an ApiError; the
 * core (and the mock's checks) turn what they find themselves (no route, a contract violation, a body too
 * large) into a Problem, and each API's ErrorCatalogue says which status and code that is in its API and
 * shapes the body.
 */
import type { Finding } from "../contract/validator.js";
import type { EmuResponse } from "./front-door.js";

/**
 * What the core can find wrong with a request before a handler runs, with the status it proposes. It
 * checks in this order and answers the first refusal: route (NotFound, MethodNotAllowed), credentials
 * (Unauthorized), api-version (MissingApiVersion, UnsupportedApiVersion), parameters and headers
 * (InvalidPathParameter, InvalidQueryParameter, InvalidHeader), body (PayloadTooLarge, MalformedJson,
 * UnsupportedMediaType, InvalidRequestBody).
 */
export const CoreCode = {
  MissingApiVersion: "MissingApiVersion",
  UnsupportedApiVersion: "UnsupportedApiVersion",
  InvalidRequestBody: "InvalidRequestBody",
  InvalidQueryParameter: "InvalidQueryParameter",
  InvalidHeader: "InvalidHeader",
  InvalidPathParameter: "InvalidPathParameter",
  MalformedJson: "MalformedJson",
  Unauthorized: "Unauthorized",
  UnsupportedMediaType: "UnsupportedMediaType",
  PayloadTooLarge: "PayloadTooLarge",
  NotFound: "NotFound",
  MethodNotAllowed: "MethodNotAllowed",
  /** A Host the front door does not answer (src/http/local.ts): refused before routing, 403. */
  HostNotAllowed: "HostNotAllowed",
  NotImplemented: "NotImplemented",
  ServiceUnavailable: "ServiceUnavailable",
  InternalServerError: "InternalServerError",
  EmulatorContractViolation: "EmulatorContractViolation",
} as const;
export type CoreCode = (typeof CoreCode)[keyof typeof CoreCode];

/** A problem the core found: the status it proposes (from the contract's declared responses) and why. */
export interface Problem {
  code: CoreCode;
  status: number;
  message: string;
  findings: Finding[];
  /** The parsed request body, when the problem is about a request that has one. */
  body?: unknown;
  /** Headers the answer carries whatever the API's shape (`WWW-Authenticate` of a 401, `Allow` of a 405). */
  headers?: Record<string, string>;
}

/** An API's errors: how the core's problems map to its statuses and codes, and its documented body. */
export interface ErrorCatalogue {
  /** The status and code of a core problem in this API (default: the proposed status, the core's code), and its own message where it says more. */
  map?(problem: Problem): { status: number; code: string; message?: string };
  /** The answer for an error: the API's own body (and headers) for this status and code. */
  shape(error: ApiError): EmuResponse;
}

/** An answer in the API's error shape, thrown by a handler (or made by the core from a Problem). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly options: {
      headers?: Record<string, string>;
      findings?: Finding[];
      /** More members of the API's error object (e.g. `target`, `additionalInfo`), where its shape has them. */
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
  }

  get findings(): Finding[] {
    return this.options.findings ?? [];
  }
}

/** `{ error: { code, message } }`: for requests that reach no API (unknown path, control routes). */
export const plainCatalogue: ErrorCatalogue = {
  shape: (e) => ({ status: e.status, body: { error: { code: e.code, message: e.message, ...e.options.extra } } }),
};

/** One line that names the field: the first finding's message and pointer. */
export function describeFindings(findings: Finding[]): string {
  const f = findings[0]!;
  const more = findings.length > 1 ? `; ${findings.length - 1} more problem${findings.length > 2 ? "s" : ""}` : "";
  return `${f.message} (${f.pointer})${more}`;
}

/** The answer for an ApiError in a catalogue's shape, with the error's headers added. */
export function answerFor(catalogue: ErrorCatalogue, error: ApiError): EmuResponse {
  const answer = catalogue.shape(error);
  return error.options.headers ? { ...answer, headers: { ...answer.headers, ...error.options.headers } } : answer;
}

/** The ApiError of a core problem in a catalogue's terms. */
export function errorOf(catalogue: ErrorCatalogue, problem: Problem): ApiError {
  const { status, code, message } = catalogue.map?.(problem) ?? { status: problem.status, code: problem.code };
  return new ApiError(status, code, message ?? problem.message, { findings: problem.findings, ...(problem.headers ? { headers: problem.headers } : {}) });
}

/** An API's code for each core problem (with its own status where it differs from the core's). */
export type CodeTable = Partial<Record<CoreCode, string | { status: number; code: string }>>;

/** A catalogue's `map` from a table: a problem the table leaves out keeps the core's status and code. */
export function mapWith(table: CodeTable): NonNullable<ErrorCatalogue["map"]> {
  return (problem) => {
    const entry = table[problem.code];
    if (entry === undefined) return { status: problem.status, code: problem.code };
    return typeof entry === "string" ? { status: problem.status, code: entry } : entry;
  };
}
