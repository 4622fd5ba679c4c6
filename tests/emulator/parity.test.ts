/**
 * Every claim of the parity ledger (docs/parity.json), on every operation that makes it, checked by
 * requests to an emulator: the claims are read from the ledger, each has a probe in the table below
 * (a claim without one fails), and each probe runs on a fresh state (reset) of one in-process emulator,
 * with a raw receiver for handshakes and pushes. The answers are checked against the contracts too.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ledgerClaims, Probe } from "./parity/harness.js";
import { CORE_PROBES, type ProbeFn } from "./parity/probes-core.js";
import { DOCUMENT_LIFECYCLE_PROBES } from "./parity/probes-document-lifecycle.js";
import { MANAGEMENT_PROBES } from "./parity/probes-management.js";
import { BUSINESS_PROBES } from "./parity/probes-business.js";

/** Claim → probe. */
const PROBES: Record<string, ProbeFn> = { ...CORE_PROBES, ...BUSINESS_PROBES, ...MANAGEMENT_PROBES, ...DOCUMENT_LIFECYCLE_PROBES };

const claims = ledgerClaims();
let p: Probe;

beforeAll(async () => {
  p = await Probe.start();
});
afterAll(() => p?.close());

describe("the parity ledger's claims", () => {
  it("has a probe for every claim it makes, and no probe for a claim it does not make", () => {
    const made = new Set(claims.map((c) => c.claim));
    expect(
      [...made].filter((c) => !PROBES[c]),
      "claims without a probe",
    ).toEqual([]);
    expect(
      Object.keys(PROBES).filter((c) => !made.has(c) && c !== "core.mock-only"),
      "probes of no claim",
    ).toEqual([]);
    expect(claims.length).toBeGreaterThan(300);
  });

  describe("each claim, on each operation that makes it", () => {
    beforeEach(() => p.engine.reset());
    for (const { target, claim } of claims) {
      it(`${target.api} ${target.id}: ${claim}`, async () => {
        const probe = PROBES[claim];
        if (!probe) throw new Error(`no probe for the claim ${claim}: add one to tests/emulator/parity/`);
        await probe(p, target);
      });
    }
  });

  it("every answer the probes got fits its contract", () => {
    expect(p.engine.violations).toEqual([]);
  });
});
