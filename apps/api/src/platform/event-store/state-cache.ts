import type { StateCache } from '@k9/domain';

/** Folded stream states, least recently used evicted first, so memory stays bounded however many streams exist. */
export class BoundedStateCache<S> implements StateCache<S> {
  private readonly entries = new Map<string, { version: number; state: S }>();

  constructor(private readonly capacity = 5000) {}

  get(streamId: string): { version: number; state: S } | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  set(streamId: string, entry: { version: number; state: S }): void {
    const known = this.entries.get(streamId);
    if (known && known.version > entry.version) return;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
