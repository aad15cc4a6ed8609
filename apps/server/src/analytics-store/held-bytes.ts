/**
 * Spooled events not stored yet, kept as the bytes the spool wrote, in slabs
 * that are reused from flush to flush. Holding a second of clicks as row
 * objects, or as one fresh Buffer per append, is memory the garbage collector
 * must promote and then free with full collections (pauses of 5–15 ms on the
 * redirect path, several a second under load); reused slabs are neither. The
 * bytes are parsed back only when a flush must be retried.
 */
const SLAB_BYTES = 1 << 20;
/** The least a pool keeps for reuse: a few default batches (10,000 clicks are ~4.8 MB). */
const MIN_KEEP_BYTES = 16 << 20;

/**
 * Free slabs are kept up to `keepBytes`, what the writer may hold at once (its
 * retry memory): a batch bigger than the pool kept would take fresh slabs at
 * every flush and leave them to full collections, the pauses the pool is for.
 * More than that (after a long outage) are left to the GC.
 */
export class SlabPool {
  private readonly free: Buffer[] = [];
  private readonly maxFree: number;

  constructor(keepBytes = MIN_KEEP_BYTES) {
    this.maxFree = Math.ceil(Math.max(keepBytes, MIN_KEEP_BYTES) / SLAB_BYTES);
  }

  take(bytes: number): Buffer {
    if (bytes > SLAB_BYTES) return Buffer.allocUnsafeSlow(bytes);
    return this.free.pop() ?? Buffer.allocUnsafeSlow(SLAB_BYTES);
  }

  give(slab: Buffer): void {
    if (slab.length === SLAB_BYTES && this.free.length < this.maxFree) this.free.push(slab);
  }
}

export class HeldBytes {
  private readonly slabs: Buffer[] = [];
  private readonly lengths: number[] = [];
  /** events held */
  count = 0;
  /** bytes held */
  bytes = 0;

  constructor(private readonly pool: SlabPool) {}

  /** Room for `bytes` more: a slab and the offset to write at; nothing is held until add(). */
  room(bytes: number): { slab: Buffer; offset: number } {
    const last = this.slabs.length - 1;
    if (last >= 0) {
      const slab = this.slabs[last] as Buffer;
      const used = this.lengths[last] as number;
      if (slab.length - used >= bytes) return { slab, offset: used };
    }
    const slab = this.pool.take(bytes);
    this.slabs.push(slab);
    this.lengths.push(0);
    return { slab, offset: 0 };
  }

  /** Holds the `bytes` just written at the room given last, for `events` events. */
  add(bytes: number, events: number): void {
    const last = this.lengths.length - 1;
    this.lengths[last] = (this.lengths[last] as number) + bytes;
    this.count += events;
    this.bytes += bytes;
  }

  /** The bytes held, as views of the slabs (nothing copied): valid until release(). */
  chunks(): Buffer[] {
    return this.slabs.map((slab, i) => slab.subarray(0, this.lengths[i]));
  }

  text(): string {
    return this.slabs.map((slab, i) => slab.toString('utf8', 0, this.lengths[i])).join('');
  }

  /** The slabs go back to the pool: call once the events are stored. */
  release(): void {
    for (const slab of this.slabs) this.pool.give(slab);
    this.slabs.length = 0;
    this.lengths.length = 0;
    this.count = 0;
    this.bytes = 0;
  }
}
