/**
 * The lifecycle of a store or an engine: a status field whose moves are checked against a table, and a
 * clear error for a call made in the wrong status (Azurite's BlobGCManager keeps its status the same way).
 */

/** Where something is in its life: opening, serving, swapping its whole state (reset, restore), closing, closed. */
export type RunStatus = "starting" | "serving" | "swapping" | "closing" | "closed";

/** The moves allowed from each status. */
const MOVES: Readonly<Record<RunStatus, readonly RunStatus[]>> = {
  starting: ["serving", "closing"],
  serving: ["swapping", "closing"],
  swapping: ["serving", "closing"],
  closing: ["closed"],
  closed: [],
};

export class RunState {
  private status: RunStatus;

  /**
   * `name`: how errors name the owner ("the store"); `fail`: the error a call in the wrong status gets
   * (each owner its own class, e.g. StoreError).
   */
  constructor(
    private readonly name: string,
    initial: RunStatus,
    private readonly fail: (message: string) => Error,
  ) {
    this.status = initial;
  }

  get current(): RunStatus {
    return this.status;
  }

  /** Move to `next`; a move the table does not allow throws `<name> is <status>: cannot <doing>`. */
  to(next: RunStatus, doing: string = `become ${next}`): void {
    if (!MOVES[this.status].includes(next)) throw this.fail(`${this.name} is ${this.status}: cannot ${doing}`);
    this.status = next;
  }

  /** Throw `<name> is <status>: cannot <doing>` unless the status is one of `allowed`. */
  mustBe(doing: string, ...allowed: RunStatus[]): void {
    if (!allowed.includes(this.status)) throw this.fail(`${this.name} is ${this.status}: cannot ${doing}`);
  }
}
