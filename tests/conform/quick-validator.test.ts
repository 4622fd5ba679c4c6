/**
 * A schema check runs a quick validator first (ajv stopping at the first error) and only a refused value
 * through the verbose one (every error, for the findings). That is only right if both accept exactly the
 * same values: checked here on generated request bodies of every operation of the registry, valid ones
 * and mutated ones (wrong types, out-of-range values, missing fields, unknown enum values, bad formats,
 * extra fields).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { esc } from "../../src/contract/validator.js";
import { mutatedCaseArb, operationModels, validCaseArb } from "../hostile/arbitraries.js";
import { MAX_BODY_BYTES } from "../../src/emulator/body.js";

/** The private validators of a contract: verbose (quick = false) and quick. */
type Validators = { validator(kind: "request", pointer: string, quick?: boolean): (data: unknown) => boolean };

const models = operationModels().filter((m) => m.body?.media.includes("json") && m.body.schema);
const options = { maxBodyBytes: MAX_BODY_BYTES };

function bodyOf(text: string | undefined): { value: unknown } | undefined {
  if (text === undefined) return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

describe("quick and verbose validators", () => {
  it("accept exactly the same request bodies", () => {
    expect(models.length).toBeGreaterThan(10);
    let compared = 0;
    let refused = 0;
    for (const model of models) {
      const pointer = `${model.match.pointer}/requestBody/content/${esc(model.body!.media)}/schema`;
      const validators = model.contract as unknown as Validators;
      const quick = validators.validator("request", pointer, true);
      const verbose = validators.validator("request", pointer);
      const cases = fc.sample(fc.oneof(validCaseArb(model, options), mutatedCaseArb(model, options), mutatedCaseArb(model, options)), { numRuns: 60, seed: 20_261_124 });
      for (const c of cases) {
        const body = c.wire.body?.kind === "text" ? bodyOf(c.wire.body.text) : undefined;
        if (!body) continue;
        const full = verbose(body.value);
        expect(quick(body.value), `${model.api} ${c.operationId} ${c.mutation}: ${c.wire.body?.kind === "text" ? c.wire.body.text.slice(0, 300) : ""}`).toBe(full);
        compared++;
        if (!full) refused++;
      }
    }
    // both kinds were seen in numbers
    expect(compared).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(100);
    expect(compared - refused).toBeGreaterThan(100);
  });
});
