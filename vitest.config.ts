import { availableParallelism } from "node:os";
import { relative } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The `unit` project: tests that start no server, browser or child process (no emulator, Prism, mock front
 * door, loopback HTTP server, spawn/execFile, Chromium or npm pack). `npm run test:unit` runs only these,
 * in seconds; put new ones under tests/unit/. Every other test file is in the `slow` project.
 * `npm test` runs both.
 */
const UNIT = [
  "tests/unit/**/*.test.ts",
  "tests/registry.test.ts",
  "tests/seed-coverage.test.ts",
  "tests/seed-fields.test.ts",
  "tests/seed-quotes.test.ts",
  "tests/seed-rules.test.ts",
  "tests/types.test.ts",
  "tests/conformance.test.ts",
  "tests/conform/har.test.ts",
  "tests/conform/validator.test.ts",
  "tests/conform/views.test.ts",
  "tests/diff/classify.test.ts",
  "tests/diff/reports.test.ts",
  "tests/emulator/modules.test.ts",
  "tests/emulator/management/api-management.test.ts",
  "tests/emulator/management/approval-stages.test.ts",
  "tests/emulator/management/container-instance.test.ts",
  "tests/emulator/management/event-hub.test.ts",
  "tests/emulator/management/machine-learning.test.ts",
  "tests/emulator/management/resource-health.test.ts",
  "tests/emulator/management/stream-analytics.test.ts",
  "tests/emulator/document-lifecycle/database-movement.test.ts",
  "tests/emulator/document-lifecycle/document-classifiers.test.ts",
  "tests/emulator/across-apis/rate-limits.test.ts",
  "tests/hostile/regressions.test.ts",
  "tests/docs/reader-prose.test.ts",
  "tests/package/exports.test.ts",
];

/**
 * The files that take longest (seconds, alone on a 2-core machine, from vitest's results cache), longest
 * first. They start first, so the two workers end together: on a fresh clone (CI) vitest has no durations
 * and would order by file size, which put browser.test.ts after files a tenth as long and left one worker
 * running it alone at the end. Files not listed keep vitest's own order after these.
 */
export const KNOWN_SLOW = [
  "tests/docs/browser.test.ts", // ~185 s: Chromium opens every docs page
  "tests/package/pack.test.ts", // ~120 s: npm pack, two installs, tsc 5.9 and 7
  "tests/docs/examples.test.ts", // ~100 s: every README/docs example, spawned
  "tests/workflows.test.ts", // ~27 s
  "tests/types.test.ts", // ~21 s
  "tests/load/bench-cli.test.ts", // ~20 s
  "tests/emulator/tls.test.ts", // ~18 s
  "tests/faults/crash.test.ts", // ~16 s
];

/** Vitest's order (cached durations, else size), with KNOWN_SLOW's files first in its order. */
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const at = KNOWN_SLOW.indexOf(relative(f.project.config.root, f.moduleId).replaceAll("\\", "/"));
      return at === -1 ? KNOWN_SLOW.length : at;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // No `include` here: projects that extend this config would add their globs to it.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Mock and emulator tests start real servers on random loopback ports; files run in parallel.
    pool: "forks",
    // At least two files at a time: vitest's default (cores - 1) is one on a 2-core machine, where the files
    // mostly wait on child processes, Chromium and sockets; two took npm test from 9 min 8 s to 6 min 50 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: SlowFirst },
    projects: [
      { extends: true, test: { name: "unit", include: UNIT } },
      { extends: true, test: { name: "slow", include: ["tests/**/*.test.ts"], exclude: [...configDefaults.exclude, ...UNIT] } },
    ],
  },
});
