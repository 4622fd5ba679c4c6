/**
 * One webhooks session per test, shared by the webhooks test files: an emulator with the generated v2.0
 * client (startHarness) and a real subscriber; closeSession (afterEach) closes both and fails on any finding.
 */
import { expect } from "vitest";
import type { Settings } from "../../../src/emulator/types.js";
import { type Harness, startHarness, Subscriber } from "../helpers.js";

/** The current test's harness and subscriber (set by setup; live bindings for the importing file). */
export let h: Harness;
export let sub: Subscriber;

export async function setup(settings: Partial<Settings> = {}): Promise<void> {
  h = await startHarness(settings);
  sub = await new Subscriber().start();
}

/** Close the current harness and start another with these settings (the subscriber stays). */
export async function restartHarness(settings: Partial<Settings>): Promise<void> {
  await h.close();
  h = await startHarness(settings);
}

export async function closeSession(): Promise<void> {
  await h?.close();
  await sub?.close();
  expect(h.findings).toEqual([]);
  expect(h.emu.violations).toEqual([]);
  expect(sub.findings).toEqual([]);
}
