import type { EventStore, RecordedEvent } from '@k9/domain';

export type AuditPage = { events: RecordedEvent[]; next: number | null };

/** The stream's last version, given one it has: galloping, then halving, over reads of one event. */
async function lastVersion(store: EventStore, streamId: string, known: number): Promise<number> {
  const has = async (version: number) => (await store.readStream(streamId, { afterVersion: version - 1, limit: 1 })).length > 0;
  let low = known;
  let high = known * 2;
  while (await has(high)) [low, high] = [high, high * 2];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await has(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * One page of a stream's history, newest first: the `limit` events older than version `after` (the oldest entry of the
 * page before, its `next`), or the newest ones. A stream can hold thousands of events of up to 256 kB (issue 23 §1), so
 * no page reads more than `limit` + 1 of them. The store reads streams forward only: the newest page of a long stream
 * starts from its last version, found with reads of one event (about 20 for a stream of 2,000).
 */
export async function auditPage(store: EventStore, streamId: string, after: number | undefined, limit: number): Promise<AuditPage> {
  let below = after;
  if (below === undefined) {
    // Most streams fit in one page: then the first read is the whole answer.
    const head = await store.readStream(streamId, { limit: limit + 1 });
    if (head.length <= limit) return { events: head.reverse(), next: null };
    below = (await lastVersion(store, streamId, head[head.length - 1].streamVersion)) + 1;
  }
  const from = Math.max(0, below - 1 - limit);
  const events = below - 1 > from ? await store.readStream(streamId, { afterVersion: from, limit: below - 1 - from }) : [];
  return { events: events.reverse(), next: from > 0 ? from + 1 : null };
}
