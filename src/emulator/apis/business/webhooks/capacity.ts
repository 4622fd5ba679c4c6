/**
 * How many pushes the outbox may have in flight at once: as many as the process's file descriptors and
 * memory allow, split into the healthy lane and the small slow lane (lanes.ts).
 */
import { readFileSync } from "node:fs";
import { getHeapStatistics } from "node:v8";

export interface PushCapacity {
  /** Outgoing connections the webhooks module may hold at once, in flight or kept alive idle. */
  sockets: number;
  /** Pushes in flight at once to receivers whose breaker is closed. */
  healthy: number;
  /** Pushes in flight at once to receivers in the slow lane (their last push timed out or could not connect). */
  slow: number;
}

/**
 * The reasoning, one step each:
 * - A push in flight holds one socket, that is one file descriptor, for as long as the receiver takes
 *   (up to pushTimeoutMs); a kept-alive idle connection holds one too (outbound-http.ts closes idle
 *   ones when the module is at `sockets`). So the descriptors bound the pushes.
 * - The limit is the soft RLIMIT_NOFILE. Node raises the soft limit to the hard one at start-up, so
 *   /proc/self/limits (Linux) gives what the process can really open. Where it cannot be read (macOS,
 *   Windows), FALLBACK_OPEN_FILES, the usual soft limit of a shell, is assumed.
 * - A quarter of them (at least RESERVE_MIN) stays for everything else: incoming connections (clients,
 *   browsers), the handshakes they cause, the journal, stdio and node's own. The rest is for pushes.
 * - Memory: a push in flight costs its body (a few hundred bytes an item), a socket, a request and a
 *   parser: PUSH_BYTES is a generous round figure (1,000 pushes at once grow the emulator's RSS by about
 *   15 MiB in the fan-out bench, 15 KiB a push). Pushes may take MEMORY_SHARE of V8's heap limit.
 * - The smaller of the two bounds wins, never below MIN_PUSHES healthy (the constant the outbox used before).
 * - The slow lane gets a sixteenth of it, from SLOW_MIN to SLOW_MAX: enough that the receivers that hang
 *   are still retried side by side on their schedule (more of them than slots: the later ones' retries
 *   wait for a slot), small enough that they cannot hold the sockets the healthy ones need. The bench's
 *   machine (20,000 descriptors, a 4 GiB heap) gets 15,000: 14,744 healthy and 256 slow.
 */
const FALLBACK_OPEN_FILES = 1024;
const RESERVE_SHARE = 1 / 4;
const RESERVE_MIN = 256;
const PUSH_BYTES = 64 * 1024;
const MEMORY_SHARE = 1 / 4;
const MIN_PUSHES = 16;
const SLOW_SHARE = 1 / 16;
const SLOW_MIN = 4;
const SLOW_MAX = 256;

/** The soft limit on open files in the text of /proc/<pid>/limits ("unlimited": Infinity); undefined when absent. */
export function softOpenFiles(limits: string): number | undefined {
  const m = /^Max open files\s+(\d+|unlimited)\s/m.exec(limits);
  if (!m) return undefined;
  return m[1] === "unlimited" ? Number.POSITIVE_INFINITY : Number(m[1]);
}

/** The capacity for a process that may open `openFiles` descriptors and whose V8 heap may grow to `heapBytes`. */
export function pushCapacity(openFiles: number, heapBytes: number): PushCapacity {
  const byFiles = Number.isFinite(openFiles) ? openFiles - Math.max(RESERVE_MIN, Math.floor(openFiles * RESERVE_SHARE)) : Number.POSITIVE_INFINITY;
  const byMemory = Math.floor((heapBytes * MEMORY_SHARE) / PUSH_BYTES);
  const sockets = Math.max(MIN_PUSHES + SLOW_MIN, Math.min(byFiles, byMemory));
  const slow = Math.min(SLOW_MAX, Math.max(SLOW_MIN, Math.floor(sockets * SLOW_SHARE)));
  return { sockets, healthy: sockets - slow, slow };
}

/** The capacity of this process (read when the first push goes out, not at start: a start costs nothing). */
export function processPushCapacity(): PushCapacity {
  let openFiles: number | undefined;
  try {
    openFiles = softOpenFiles(readFileSync("/proc/self/limits", "utf8"));
  } catch {
    // no /proc: the fallback
  }
  return pushCapacity(openFiles ?? FALLBACK_OPEN_FILES, getHeapStatistics().heap_size_limit);
}
