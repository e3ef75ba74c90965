import type { ProjectionsService } from './projections.service.js';

/** Caches reads of one read model until its projection changes it (then everything is re-read). */
export class ReadModelCache<V> {
  private readonly entries = new Map<string, V>();
  private seenAt = -1;

  constructor(
    private readonly projections: ProjectionsService,
    private readonly projection: string,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    // After a lost database connection, not before the projection knows where its read model really is.
    const settling = this.projections.settled(this.projection);
    if (settling) await settling;
    // On an instance that follows another's projections: the stored checkpoint, not the announcements alone.
    await this.projections.fresh(this.projection);
    const changes = this.projections.changes(this.projection);
    if (changes !== this.seenAt) {
      this.entries.clear();
      this.seenAt = changes;
    }
    if (this.entries.has(key)) return this.entries.get(key) as V;
    const value = await load();
    // Only keep what was read while nothing changed.
    if (this.projections.changes(this.projection) === changes) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}
