import { BATCH, BATCH_BYTES } from './projection-runner.js';
import type { LogReader } from './shared-log-reader.js';

/** Page of a lag count: the runners' own batch, so a count shares its reads with a catch-up in flight. */
export const LAG_PAGE = BATCH;
/** A lag is counted up to this many events; beyond, it is reported as "at least" this many. */
export const LAG_COUNT_LIMIT = 10_000;

export type Lag = {
  /** Events in the log after the checkpoint, up to the head. */
  events: number;
  /** Counting stopped at the limit: there are at least `events` to apply. */
  capped: boolean;
};

/**
 * Lag in events, whatever the event store: positions are PostgreSQL sequence numbers or EventStoreDB log offsets
 * (bytes, with system events in between), so `head - checkpoint` would mean something different on each. Reads the
 * log from `after` to `head` (nothing when the checkpoint is at the head).
 */
export async function countLag(log: LogReader, after: number, head: number, limit = LAG_COUNT_LIMIT): Promise<Lag> {
  let events = 0;
  let from = after;
  while (from < head) {
    const page = await log.readAll({ after: from, limit: LAG_PAGE, maxBytes: BATCH_BYTES });
    for (const event of page) {
      if (event.globalPosition > head) return { events, capped: false };
      events++;
      if (events >= limit) return { events, capped: true };
    }
    // A page cut by its bytes is short before the end: only an empty one is the end.
    if (page.length === 0) break;
    from = page[page.length - 1].globalPosition;
  }
  return { events, capped: false };
}
