/** How long a write of this tab stands for the content.changed that follows it (the server sends it within a second). */
const OWN_WRITE_TTL_MS = 10_000;

/**
 * The records this tab wrote lately. A 'content.changed' that names only those needs no refresh: the mutation that
 * wrote them already invalidated or patched the list (a row's toggle patches its row and must not fetch the
 * 5,000-row page again). A change by another tab or admin, or one too large to list its ids, refreshes the list.
 */
export class OwnWrites {
  private readonly until = new Map<number, number>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = OWN_WRITE_TTL_MS,
  ) {}

  /** Records this tab is writing, when their ids are known beforehand (an edit, a toggle, a delete, a bulk action). */
  note(ids: readonly number[]): void {
    const until = this.now() + this.ttlMs;
    for (const [id, expires] of this.until) if (expires < this.now()) this.until.delete(id);
    for (const id of ids) this.until.set(id, until);
  }

  /** A write whose ids come with its answer (a creation): messages wait until it has answered. */
  track<T>(answer: Promise<T>, idsOf: (result: T) => readonly number[]): void {
    const settled = answer.then(
      (result) => this.note(idsOf(result)),
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
  }

  /** Whether a change names only records this tab wrote (once its writes under way have answered). */
  async onlyOwn(ids: readonly number[] | null): Promise<boolean> {
    if (this.pending.size) await Promise.all([...this.pending]);
    if (!ids || ids.length === 0) return false;
    const now = this.now();
    return ids.every((id) => {
      const expires = this.until.get(id);
      return expires !== undefined && expires >= now;
    });
  }
}
