import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

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
    projects: [
      { extends: true, test: { name: "unit", include: UNIT } },
      { extends: true, test: { name: "slow", include: ["tests/**/*.test.ts"], exclude: [...configDefaults.exclude, ...UNIT] } },
    ],
  },
});
