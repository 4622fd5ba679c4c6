/**
 * Rules of the seeds that a schema cannot state, checked on the contract's own examples and on the
 * positive recordings (fast: no servers).
 * - Health event priority (seed 001): "0 to 23; 0 is highest. Service issues outrank planned maintenance
 *   and advisories; critical outranks error, warning, informational; active outranks resolved." In every
 *   list of events, an active service issue has a higher priority (a smaller number) than an active
 *   planned maintenance or advisory; within one event type and status a more severe level ranks higher;
 *   within one event type and level an active event ranks higher than a resolved one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findApi, loadRegistry } from "../scripts/lib/registry.js";
import { healthEvents } from "../src/emulator/apis/seed-data.js";

interface Event {
  name?: string;
  properties?: { eventType?: string; status?: string; eventLevel?: string; priority?: number };
}

const LEVELS = ["Critical", "Error", "Warning", "Informational"];
const OUTRANKED_BY_SERVICE_ISSUES = ["PlannedMaintenance", "HealthAdvisory", "SecurityAdvisory"];

/** Pairs of events of one list that break the seed's priority order. */
function priorityViolations(events: Event[]): string[] {
  const out: string[] = [];
  for (const a of events) {
    for (const b of events) {
      const p = a.properties ?? {};
      const q = b.properties ?? {};
      if (a === b || typeof p.priority !== "number" || typeof q.priority !== "number") continue;
      const say = (rule: string) =>
        `${a.name} (${p.eventType}, ${p.status}, ${p.eventLevel}, priority ${p.priority}) must outrank ${b.name} (${q.eventType}, ${q.status}, ${q.eventLevel}, priority ${q.priority}): ${rule}`;
      if (p.eventType === "ServiceIssue" && OUTRANKED_BY_SERVICE_ISSUES.includes(q.eventType ?? "") && p.status === q.status && p.priority >= q.priority)
        out.push(say("service issues outrank planned maintenance and advisories"));
      if (
        p.eventType === q.eventType &&
        p.status === q.status &&
        LEVELS.indexOf(p.eventLevel ?? "") >= 0 &&
        LEVELS.indexOf(p.eventLevel ?? "") < LEVELS.indexOf(q.eventLevel ?? "") &&
        p.priority >= q.priority
      )
        out.push(say("critical outranks error, warning, informational"));
      if (p.eventType === q.eventType && p.eventLevel === q.eventLevel && p.status === "Active" && q.status === "Resolved" && p.priority >= q.priority) out.push(say("active outranks resolved"));
    }
  }
  return out;
}

const api = findApi(loadRegistry(), "resource-health@2025-05-01");

function eventLists(): Array<{ where: string; events: Event[] }> {
  const lists: Array<{ where: string; events: Event[] }> = [];
  const doc = JSON.parse(readFileSync(api.bundle, "utf8")) as { components?: { examples?: Record<string, { value?: { value?: Event[] } }> } };
  for (const [name, ex] of Object.entries(doc.components?.examples ?? {})) if (Array.isArray(ex.value?.value)) lists.push({ where: `example ${name}`, events: ex.value.value });
  for (const file of readdirSync(api.recordedDir).filter((f) => f.endsWith(".har"))) {
    const har = JSON.parse(readFileSync(join(api.recordedDir, file), "utf8")) as { log: { entries: Array<{ _expect?: unknown; response: { content?: { text?: string } } }> } };
    har.log.entries.forEach((e, i) => {
      if (e._expect) return;
      try {
        const body = JSON.parse(e.response.content?.text ?? "") as { value?: Event[] };
        if (Array.isArray(body.value)) lists.push({ where: `${file} #${i + 1}`, events: body.value });
      } catch {
        /* not JSON */
      }
    });
  }
  return lists;
}

describe("health event priorities follow seed 001's order", () => {
  it("finds an advisory that outranks an active service issue", () => {
    const issue = { name: "A", properties: { eventType: "ServiceIssue", status: "Active", eventLevel: "Warning", priority: 9 } };
    const advisory = { name: "B", properties: { eventType: "SecurityAdvisory", status: "Active", eventLevel: "Critical", priority: 2 } };
    expect(priorityViolations([issue, advisory])).toHaveLength(1);
    expect(priorityViolations([{ ...issue, properties: { ...issue.properties, priority: 1 } }, advisory])).toEqual([]);
    const resolved = { name: "C", properties: { eventType: "ServiceIssue", status: "Resolved", eventLevel: "Warning", priority: 0 } };
    expect(priorityViolations([issue, resolved])[0]).toMatch(/active outranks resolved/);
  });

  it("in every example list and positive recording of resource-health", () => {
    const lists = eventLists();
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.flatMap((l) => priorityViolations(l.events).map((v) => `${l.where}: ${v}`))).toEqual([]);
  });

  it("in the emulator's seeded events", () => {
    expect(priorityViolations(healthEvents(Date.parse("2026-03-01T12:00:00Z")))).toEqual([]);
  });
});
