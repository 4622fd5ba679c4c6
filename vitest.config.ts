import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Mock and emulator tests start real servers on random loopback ports; files run in parallel.
    pool: "forks",
  },
});
