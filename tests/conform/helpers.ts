import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadContract, type Finding } from "../../src/contract/validator.js";

export const fixtures = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "conform");
export const fixture = (name: string) => join(fixtures, name);
export const contractDoc = () => JSON.parse(readFileSync(fixture("contract.json"), "utf8")) as Record<string, unknown>;
export const contract = loadContract(fixture("contract.json"), "fixture@v2.0");

export const id = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
export const bearer = { Authorization: "Bearer eyJ0eXAiOiJKV1QifQ.e30.sig" };
export const json = { "Content-Type": "application/json" };
/** A subscription as the service returns it. */
export const subscription = {
  id,
  createdDateTime: "2025-01-01T00:00:00Z",
  changeType: "created",
  notificationUrl: "https://client.example.com/hook",
  resource: "me/events",
  expirationDateTime: "2025-02-01T00:00:00Z",
};
/** A subscription as a client creates it: no server-set (readOnly) fields. */
export const { id: _id, createdDateTime: _created, ...createBody } = subscription;

/** `pointer rule` pairs, for compact exact assertions. */
export const brief = (findings: Finding[]) => findings.map((f) => `${f.pointer} ${f.rule}`);
