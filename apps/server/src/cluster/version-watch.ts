/**
 * Notices a missed change message. Every change published through Redis takes
 * the next number of one counter (INCR) and carries it; an instance applies
 * the messages it receives and, every few hundred milliseconds, reads the
 * counter. A number the counter had reached at one reading that has still not
 * arrived at the next was lost (pub/sub is at most once: a dropped connection,
 * a slow subscriber cut off by Redis), and the caller forgets everything it
 * cached. A stale answer therefore lasts at most two readings after a loss.
 *
 * Messages may arrive out of order (two instances INCR then PUBLISH in
 * parallel), so numbers above the next expected one wait in `early`.
 */
export class VersionWatch {
  /** every number up to this one was applied */
  private applied: number;
  private readonly early = new Set<number>();
  /** the counter at the last reading, when it was ahead of `applied` */
  private awaited: number | undefined;

  constructor(start: number) {
    this.applied = start;
  }

  /** A message numbered `version` was applied (received, or published by this instance). */
  received(version: number): void {
    if (version <= this.applied) return;
    this.early.add(version);
    this.advance();
  }

  /**
   * The counter's value now. True when something was missed since the last
   * reading (or the counter went backwards: Redis lost its data): the caller
   * must forget everything.
   */
  checked(current: number): boolean {
    if (current < this.applied) {
      this.applied = current;
      this.early.clear();
      this.awaited = undefined;
      return true;
    }
    let missed = false;
    if (this.awaited !== undefined && this.applied < this.awaited) {
      missed = true;
      this.applied = this.awaited;
      for (const v of this.early) if (v <= this.applied) this.early.delete(v);
      this.advance();
    }
    this.awaited = current > this.applied ? current : undefined;
    return missed;
  }

  private advance(): void {
    while (this.early.delete(this.applied + 1)) this.applied++;
  }
}
