/**
 * Stored ids of the events that senders named (EventBatch `id`), most recent
 * last, so that a batch resent after a lost answer stores nothing twice.
 *
 * The limit, said plainly: this is per process and bounded (200,000 ids, some
 * 20 MB at most). A resend reaching another instance, or arriving after a
 * restart or after that many newer named events, is stored again, with the
 * same id as the first copy (ids are derived from the sender's, see
 * storedIdOf): the writer's retries and spool replays skip such ids, and a
 * report may count distinct ids, but a plain count would count it twice.
 * SDKs resend within seconds to minutes, well inside the window.
 */
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly max = 200_000) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.ids.add(id);
    if (this.ids.size > this.max) {
      // a Set iterates in insertion order: the oldest go first
      let extra = this.ids.size - Math.floor(this.max * 0.9);
      for (const old of this.ids) {
        if (extra-- <= 0) break;
        this.ids.delete(old);
      }
    }
  }
}
