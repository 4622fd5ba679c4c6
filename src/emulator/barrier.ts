/**
 * A read-write lock in arrival order: requests share it (`enter`/`leave`), a reset, a restore or a close
 * holds it alone (`exclusive`) once the requests before it have left; what arrives meanwhile waits for it.
 * Our own because no well-kept library in the dependencies has one (async-mutex has no shared mode); it
 * is a counter and a queue.
 */

interface Waiting {
  exclusive: boolean;
  grant: () => void;
}

export class Barrier {
  /** Holders in shared mode (requests under way). */
  private shared = 0;
  private held = false;
  private readonly queue: Waiting[] = [];

  /** Enter in shared mode now, when nothing holds or waits for the exclusive mode; false: call `enter`. */
  tryEnter(): boolean {
    if (this.held || this.queue.length > 0) return false;
    this.shared++;
    return true;
  }

  /** Enter in shared mode, after every exclusive holder that arrived before. */
  enter(): Promise<void> {
    if (this.tryEnter()) return Promise.resolve();
    return new Promise((grant) => this.queue.push({ exclusive: false, grant }));
  }

  leave(): void {
    this.shared--;
    this.pump();
  }

  /** Run `fn` alone: after the holders before it have left, before anything that arrives later. */
  async exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (this.held || this.shared > 0 || this.queue.length > 0) await new Promise<void>((grant) => this.queue.push({ exclusive: true, grant }));
    else this.held = true;
    try {
      return await fn();
    } finally {
      this.held = false;
      this.pump();
    }
  }

  /** How many hold the shared mode, whether the exclusive one is held, how many wait (tests). */
  get counts(): { shared: number; held: boolean; waiting: number } {
    return { shared: this.shared, held: this.held, waiting: this.queue.length };
  }

  /** Grant the head of the queue while it fits: consecutive shared waiters together, an exclusive one alone. */
  private pump(): void {
    while (this.queue.length > 0 && !this.held) {
      const head = this.queue[0]!;
      if (head.exclusive) {
        if (this.shared > 0) return;
        this.queue.shift();
        this.held = true;
        head.grant();
        return;
      }
      this.queue.shift();
      this.shared++;
      head.grant();
    }
  }
}
