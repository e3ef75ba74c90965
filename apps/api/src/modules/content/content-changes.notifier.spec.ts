import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { RealtimePublisher } from '../../platform/realtime/realtime.publisher.js';
import { ALL_RECORDS_ROOM, classRecordsRoom, PUBLIC_RECORDS_ROOM } from '@k9/contracts';
import type { ContentType } from '@k9/domain';
import { CONTENT_CHANGED_WINDOW_MS, ContentChangesNotifier, LEARNER_CONTENT_CHANGED_WINDOW_MS, readerRoomsOf } from './content-changes.notifier.js';

/** A change of a public, published record: its readers are admins and every learner. */
const change = (type: ContentType, id: number, readers = [ALL_RECORDS_ROOM, PUBLIC_RECORDS_ROOM]) => ({ type, id, readers });

describe('ContentChangesNotifier', () => {
  let sent: unknown[];
  let toLearners: Array<{ room: string; event: string; data: unknown }>;
  let notifier: ContentChangesNotifier;
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    sent = [];
    toLearners = [];
    notifier = new ContentChangesNotifier({
      toAdmins: (_event: string, data: unknown) => sent.push(data),
      toRoom: (room: string, event: string, data: unknown) => toLearners.push({ room, event, data }),
    } as unknown as RealtimePublisher);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends the first change at once and gathers the following ones of the window into one message', () => {
    notifier.changed([change('news', 1)]);
    jest.advanceTimersByTime(0);
    expect(sent).toEqual([{ types: ['news'], ids: [1] }]);
    for (let id = 2; id <= 40; id++) notifier.changed([change(id % 2 ? 'story' : 'news', id)]);
    jest.advanceTimersByTime(CONTENT_CHANGED_WINDOW_MS - 1);
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ types: ['news', 'story'], ids: Array.from({ length: 39 }, (_, i) => i + 2) });
  });

  it('sends at most one message per window however many batches come, and says "many" instead of listing thousands', () => {
    for (let batch = 0; batch < 100; batch++) {
      notifier.changed(Array.from({ length: 100 }, (_, i) => change('library', batch * 100 + i)));
      jest.advanceTimersByTime(50);
    }
    jest.advanceTimersByTime(CONTENT_CHANGED_WINDOW_MS);
    expect(sent.length).toBeLessThanOrEqual(Math.ceil((100 * 50) / CONTENT_CHANGED_WINDOW_MS) + 1);
    expect(sent.at(-1)).toEqual({ types: ['library'], ids: null });
  });

  it('tells the learners\' room too, ids only, at most once a second: a bulk edit of 5,000 records is a handful of messages', () => {
    for (let batch = 0; batch < 10; batch++) {
      notifier.changed(Array.from({ length: 500 }, (_, i) => change('news', batch * 500 + i, [PUBLIC_RECORDS_ROOM])));
      jest.advanceTimersByTime(100);
    }
    jest.advanceTimersByTime(LEARNER_CONTENT_CHANGED_WINDOW_MS);
    expect(toLearners.length).toBeGreaterThan(0);
    expect(toLearners.length).toBeLessThanOrEqual(3);
    expect(toLearners.every(({ room, event }) => room === PUBLIC_RECORDS_ROOM && event === 'learner.content.changed')).toBe(true);
    expect(toLearners.at(-1)?.data).toEqual({ types: ['news'], ids: null });
    notifier.changed([change('story', 7, [PUBLIC_RECORDS_ROOM])]);
    jest.advanceTimersByTime(LEARNER_CONTENT_CHANGED_WINDOW_MS);
    expect(toLearners.at(-1)?.data).toEqual({ types: ['story'], ids: [7] });
  });

  it('tells each readers\' room only of the records its readers could or can read', () => {
    notifier.changed([change('news', 1), change('news', 2, [ALL_RECORDS_ROOM, classRecordsRoom(5)]), change('story', 3, [ALL_RECORDS_ROOM])]);
    jest.advanceTimersByTime(LEARNER_CONTENT_CHANGED_WINDOW_MS);
    const byRoom = Object.fromEntries(toLearners.map(({ room, data }) => [room, data]));
    expect(byRoom).toEqual({
      [ALL_RECORDS_ROOM]: { types: ['news', 'story'], ids: [1, 2, 3] },
      [PUBLIC_RECORDS_ROOM]: { types: ['news'], ids: [1] },
      [classRecordsRoom(5)]: { types: ['news'], ids: [2] },
    });
    expect(sent).toEqual([{ types: ['news', 'story'], ids: [1, 2, 3] }]);
  });

  it('names the readers of a record as the learner rule does: drafts, skipped and unassigned records for admins only', () => {
    const record = { status: 'published', impact: 'normal', isPublic: false, allowed_user_class: [3, 4] };
    expect(readerRoomsOf(record)).toEqual([ALL_RECORDS_ROOM, classRecordsRoom(3), classRecordsRoom(4)]);
    expect(readerRoomsOf({ ...record, isPublic: true })).toEqual([ALL_RECORDS_ROOM, PUBLIC_RECORDS_ROOM]);
    expect(readerRoomsOf({ ...record, allowed_user_class: [] })).toEqual([ALL_RECORDS_ROOM]);
    expect(readerRoomsOf({ ...record, isPublic: true, status: 'draft' })).toEqual([ALL_RECORDS_ROOM]);
    expect(readerRoomsOf({ ...record, isPublic: true, impact: 'skip' })).toEqual([ALL_RECORDS_ROOM]);
    expect(readerRoomsOf(null)).toEqual([]);
  });

  it('sends nothing for a batch that changed no record', () => {
    notifier.changed([]);
    jest.runAllTimers();
    expect(sent).toEqual([]);
    expect(toLearners).toEqual([]);
  });
});
