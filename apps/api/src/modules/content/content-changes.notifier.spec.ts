import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { RealtimePublisher } from '../../platform/realtime/realtime.publisher.js';
import { CONTENT_CHANGED_WINDOW_MS, ContentChangesNotifier, LEARNER_CONTENT_CHANGED_WINDOW_MS } from './content-changes.notifier.js';

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
    notifier.changed([{ type: 'news', id: 1 }]);
    jest.advanceTimersByTime(0);
    expect(sent).toEqual([{ types: ['news'], ids: [1] }]);
    for (let id = 2; id <= 40; id++) notifier.changed([{ type: id % 2 ? 'story' : 'news', id }]);
    jest.advanceTimersByTime(CONTENT_CHANGED_WINDOW_MS - 1);
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ types: ['news', 'story'], ids: Array.from({ length: 39 }, (_, i) => i + 2) });
  });

  it('sends at most one message per window however many batches come, and says "many" instead of listing thousands', () => {
    for (let batch = 0; batch < 100; batch++) {
      notifier.changed(Array.from({ length: 100 }, (_, i) => ({ type: 'library' as const, id: batch * 100 + i })));
      jest.advanceTimersByTime(50);
    }
    jest.advanceTimersByTime(CONTENT_CHANGED_WINDOW_MS);
    expect(sent.length).toBeLessThanOrEqual(Math.ceil((100 * 50) / CONTENT_CHANGED_WINDOW_MS) + 1);
    expect(sent.at(-1)).toEqual({ types: ['library'], ids: null });
  });

  it('tells every signed-in socket too, ids only, at most once a second: a bulk edit of 5,000 records is a handful of messages', () => {
    for (let batch = 0; batch < 10; batch++) {
      notifier.changed(Array.from({ length: 500 }, (_, i) => ({ type: 'news' as const, id: batch * 500 + i })));
      jest.advanceTimersByTime(100);
    }
    jest.advanceTimersByTime(LEARNER_CONTENT_CHANGED_WINDOW_MS);
    expect(toLearners.length).toBeGreaterThan(0);
    expect(toLearners.length).toBeLessThanOrEqual(3);
    expect(toLearners.every(({ room, event }) => room === 'signed-in' && event === 'learner.content.changed')).toBe(true);
    expect(toLearners.at(-1)?.data).toEqual({ types: ['news'], ids: null });
    notifier.changed([{ type: 'story', id: 7 }]);
    jest.advanceTimersByTime(LEARNER_CONTENT_CHANGED_WINDOW_MS);
    expect(toLearners.at(-1)?.data).toEqual({ types: ['story'], ids: [7] });
  });

  it('sends nothing for a batch that changed no record', () => {
    notifier.changed([]);
    jest.runAllTimers();
    expect(sent).toEqual([]);
    expect(toLearners).toEqual([]);
  });
});
