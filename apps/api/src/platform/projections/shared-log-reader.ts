import type { EventStore, ReadAllOptions, RecordedEvent } from '@k9/domain';

/** What a runner reads: the log, and (for processors that start at the head on a store switch) the committed head. */
export type LogReader = Pick<EventStore, 'readAll'> & Partial<Pick<EventStore, 'committedHead'>>;

/**
 * Every projection runner of this process reads the global log; woken together by an append, they ask for the same
 * page at the same moment. Identical reads in flight share one query, so a command costs one log read, not one per
 * read model.
 */
export class SharedLogReader implements LogReader {
  private readonly inFlight = new Map<string, Promise<RecordedEvent[]>>();

  constructor(private readonly store: LogReader) {}

  readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const key = `${options.after}:${options.limit}:${options.maxBytes ?? ''}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const read = this.store.readAll(options).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, read);
    return read;
  }

  committedHead(): Promise<number> {
    if (!this.store.committedHead) throw new Error('This log gives no committed head');
    return this.store.committedHead();
  }
}
