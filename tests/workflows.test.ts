/**
 * The Arazzo workflows of specs/workflows/ (npm run workflows): every workflow passes against a fresh
 * emulator with every step run, the files lint clean, and the runner can fail: a workflow meets an
 * emulator setting that breaks it, and copies with one criterion turned wrong fail at that step.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "../scripts/lib/registry.js";
import { lintWorkflows, listWorkflowFiles, readWorkflowFile, runWorkflows, WORKFLOWS_DIR } from "../scripts/lib/workflows.js";

const file = (name: string) => join(WORKFLOWS_DIR, `${name}.arazzo.yaml`);

// copies live under out/ (git-ignored) with their sources made absolute, so they resolve from there
mkdirSync(join(repoRoot, "out"), { recursive: true });
const scratch = mkdtempSync(join(repoRoot, "out", "workflows-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of a workflow file with `from` replaced by `to` (which must occur). */
function mutant(name: string, from: string, to: string): string {
  const text = readFileSync(file(name), "utf8");
  expect(text, `${name} contains ${from}`).toContain(from);
  const copy = text
    .replace(from, to)
    .replaceAll("url: ../../generated/", `url: ${join(repoRoot, "generated")}/`)
    .replaceAll("url: ./support/", `url: ${join(WORKFLOWS_DIR, "support")}/`);
  const out = join(scratch, `${name}.arazzo.yaml`);
  writeFileSync(out, copy);
  return out;
}

describe("workflows (npm run workflows)", () => {
  it("describes the seeds' flows, one workflow each", async () => {
    const files = await Promise.all((await listWorkflowFiles()).map(readWorkflowFile));
    const ids = files.flatMap((f) => f.workflows.map((w) => `${f.rel.replace("specs/workflows/", "")} ${w.workflowId}`));
    expect(ids).toEqual([
      "classifier-copy.arazzo.yaml authorizeCopyAndFollow",
      "container-group-provisioning.arazzo.yaml provisionContainerGroup",
      "database-refresh-limit.arazzo.yaml fourRefreshesInADay",
      "namespace-delete.arazzo.yaml deleteNamespaceAndFollowStatus",
      "streaming-job-preconditions.arazzo.yaml createThenReplaceWithEntityTags",
      "webhook-subscriptions.arazzo.yaml subscribeNotifyRenewDelete",
      "webhook-subscriptions.arazzo.yaml staleIfMatchOnRenew",
    ]);
  });

  it("keeps every JSONPath criterion to two terms (Respect's JSONPath ignores the third term of an && chain)", async () => {
    const conditions: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        const o = node as Record<string, unknown>;
        if (o.type === "jsonpath" && typeof o.condition === "string") conditions.push(o.condition);
        Object.values(o).forEach(walk);
      }
    };
    for (const f of await listWorkflowFiles()) walk(parse(readFileSync(f, "utf8")));
    expect(conditions.length).toBeGreaterThan(0);
    for (const c of conditions) expect((c.match(/&&|\|\|/g) ?? []).length, c).toBeLessThanOrEqual(1);
  });

  it("passes every workflow against a fresh emulator, every step run, every answer within its contract", { timeout: 180_000 }, async () => {
    const declared = new Map((await Promise.all((await listWorkflowFiles()).map(readWorkflowFile))).flatMap((f) => f.workflows.map((w) => [`${f.rel} ${w.workflowId}`, w.steps])));
    const result = await runWorkflows();
    const failed = result.files.flatMap((f) => f.workflows.filter((w) => !w.passed).map((w) => `${w.workflowId}: ${JSON.stringify(w.steps)}\n${f.output}`));
    expect(failed).toEqual([]);
    expect(result.passed).toBe(7);
    expect(result.violations).toEqual([]);
    for (const w of result.files.flatMap((f) => f.workflows)) {
      expect(
        w.steps.map((s) => s.stepId),
        `${w.file} ${w.workflowId}`,
      ).toEqual(declared.get(`${w.file} ${w.workflowId}`));
    }
  });

  it("lints clean with Redocly (the workflows and the support document)", { timeout: 60_000 }, async () => {
    const lint = await lintWorkflows();
    expect(lint.findings, lint.output).toEqual([]);
    expect(lint.ok).toBe(true);
  });

  it("fails a workflow that meets an emulator setting that breaks it: provisioning slower than the flow waits", { timeout: 60_000 }, async () => {
    const result = await runWorkflows({ files: [file("container-group-provisioning")], settings: { provisioningDelayMs: 60_000 } });
    expect(result.failed).toBe(1);
    const [w] = result.files[0]!.workflows;
    expect(w!.passed).toBe(false);
    const failedStep = w!.steps.find((s) => !s.passed)!;
    expect(failedStep.stepId).toBe("readBack");
    expect(failedStep.failures.join("\n")).toContain('provisioningState == \\"Succeeded\\"');
    expect(failedStep.exchange).toMatch(/^GET http:\/\/127.0.0.1:\d+\/subscriptions\/.*\/containerGroups\/shop-web\?api-version=2025-09-01 -> 200 \{/);
  });

  it("fails copies whose criterion is turned wrong, at that step: a secret that must come back, a change type, an entity tag", { timeout: 90_000 }, async () => {
    const files = [
      mutant("container-group-provisioning", "condition: $[?@.username && !@.password]", "condition: $[?@.username && @.password]"),
      mutant("webhook-subscriptions", 'changeType == "updated"', 'changeType == "deleted"'),
      mutant(
        "streaming-job-preconditions",
        '          - condition: $statusCode == 412\n          - condition: $response.body#/error/code == "PreconditionFailed"\n      - stepId: replaceWithCurrentTagAgain',
        "          - condition: $statusCode == 200\n      - stepId: replaceWithCurrentTagAgain",
      ),
    ];
    const result = await runWorkflows({ files });
    const firstFailure = (i: number, id?: string) => result.files[i]!.workflows.find((w) => !id || w.workflowId === id)!.steps.find((s) => !s.passed)?.stepId;
    expect(firstFailure(0)).toBe("createGroup");
    expect(firstFailure(1, "subscribeNotifyRenewDelete")).toBe("notificationArrived");
    expect(result.files[1]!.workflows.find((w) => w.workflowId === "staleIfMatchOnRenew")!.passed).toBe(true);
    expect(firstFailure(2)).toBe("replaceWithStaleTag");
    expect(result.failed).toBe(3);
  });

  it("npm run workflows: one line per workflow and a summary; exit 1 on a failure", { timeout: 60_000 }, () => {
    const broken = mutant("database-refresh-limit", "condition: $response.body#/IsSuccess == false", "condition: $response.body#/IsSuccess == true");
    const run = spawnSync(join(repoRoot, "node_modules", ".bin", "tsx"), [join(repoRoot, "scripts", "workflows.ts"), "--file", broken], { cwd: repoRoot, encoding: "utf8", timeout: 50_000 });
    expect(run.status).toBe(1);
    const lines = run.stdout.split("\n");
    expect(lines[0]).toMatch(/^FAIL {2}.*database-refresh-limit\.arazzo\.yaml fourRefreshesInADay {2}3\/4 steps/);
    expect(lines).toContainEqual(expect.stringMatching(/^ {8}fourthRefresh: success criteria check: .*IsSuccess == true/));
    expect(lines).toContainEqual(expect.stringMatching(/^workflows: 0\/1 passed in 1 files, [\d.]+ s - FAILED$/));
  });
});
