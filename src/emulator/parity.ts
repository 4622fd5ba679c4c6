/**
 * What the emulator claims about each operation, declared by the API modules beside their handlers (the
 * parity ledger, docs/parity.json, is written from these and the contracts by npm run build; every claim
 * is checked by a request in tests/emulator/parity.test.ts). This file: the vocabulary and the core's own claims.
 */

/** The kinds of behaviour a claim is about. */
export const BEHAVIOUR_KINDS = {
  contract: "the request checks every operation shares (credentials first)",
  state: "what a write keeps, and what later reads return",
  seed: "data a fresh emulator (and a reset) holds",
  handshake: "the call the emulator makes to a receiver before it accepts a subscription",
  push: "notifications the emulator sends",
  etag: "entity tags and the preconditions that use them (If-Match, If-None-Match)",
  async: "asynchronous operations: 202, a status address, progress",
  limit: "request limits and quotas (429 with Retry-After, or the API's own refusal)",
  clock: "what time changes: delays, expiry, retries, provisioning (the virtual clock: POST /_emulator/clock/advance)",
  paging: "lists in pages with a next link",
} as const;

export type BehaviourKind = keyof typeof BEHAVIOUR_KINDS;

/** Something the emulator does for an operation, as the service does it. `claim` names it (its probe in the tests). */
export interface Claim {
  claim: string;
  kind: BehaviourKind;
  says: string;
}

/** Something the service does that the emulator does not. */
export interface Gap {
  claim: string;
  says: string;
}

/** A way the emulator's answer differs from the public service's, and where that is decided. */
export interface Difference {
  says: string;
  /** An `x-decision` of the contract, a seed, or the setting that makes it. */
  ref: string;
}

export interface OperationParity {
  reproduces?: Claim[];
  doesNot?: Gap[];
  differences?: Difference[];
}

/** A module's declarations for one API: what holds for every operation, per operationId, and per top-level webhook. */
export interface ApiParity {
  every?: OperationParity;
  operations?: Record<string, OperationParity>;
  webhooks?: Record<string, OperationParity>;
}

/** What the core does for every operation a module handles, whatever the API. */
export const CORE_PARITY: OperationParity = {
  reproduces: [
    {
      claim: "core.credentials-first",
      kind: "contract",
      says: "Checks credentials before anything else: without them the answer is 401 with a WWW-Authenticate challenge, in the API's own error shape.",
    },
  ],
  doesNot: [
    {
      claim: "core.tokens-not-verified",
      says: "Never verifies a token: any bearer token (or key) is accepted, with no signature, issuer, audience, expiry or scope check; callers are told apart by its text.",
    },
  ],
};

/** The claims of `parts` joined in order (later lists after earlier ones). */
export function joinParity(...parts: Array<OperationParity | undefined>): Required<OperationParity> {
  return {
    reproduces: parts.flatMap((p) => p?.reproduces ?? []),
    doesNot: parts.flatMap((p) => p?.doesNot ?? []),
    differences: parts.flatMap((p) => p?.differences ?? []),
  };
}

/** `api` with `every` added to what holds for all its operations (a module's shared claims, such as its request limits). */
export function withEvery(api: ApiParity | undefined, every: OperationParity): ApiParity {
  return { ...api, every: joinParity(every, api?.every) };
}
