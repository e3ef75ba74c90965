import { describe, expect, it, jest } from '@jest/globals';
import type { RecordedEvent } from '@k9/domain';
import { countLag, LAG_PAGE } from './projection-lag.js';
import { BATCH_BYTES } from './projection-runner.js';
import type { LogReader } from './shared-log-reader.js';

/** A log whose positions jump like EventStoreDB's byte offsets (gaps of 137 and more). */
const logOf = (count: number, start = 1_000, step = 137): LogReader & { readAll: jest.Mock<LogReader['readAll']> } => {
  const events = Array.from({ length: count }, (_, index) => ({ globalPosition: start + index * step }) as RecordedEvent);
  return {
    readAll: jest.fn<LogReader['readAll']>(async ({ after, limit }) => events.filter((event) => event.globalPosition > after).slice(0, limit)),
  };
};

describe('countLag', () => {
  it('counts events, not positions, between the checkpoint and the head', async () => {
    const log = logOf(5);
    const head = 1_000 + 4 * 137;
    expect(await countLag(log, 1_000, head)).toEqual({ events: 4, capped: false });
    expect(await countLag(log, 0, head)).toEqual({ events: 5, capped: false });
  });

  it('reads nothing when the checkpoint is at the head', async () => {
    const log = logOf(5);
    expect(await countLag(log, 1_548, 1_548)).toEqual({ events: 0, capped: false });
    expect(log.readAll).not.toHaveBeenCalled();
  });

  it('does not count events appended after the head it was given', async () => {
    const log = logOf(10);
    expect(await countLag(log, 1_000, 1_000 + 3 * 137)).toEqual({ events: 3, capped: false });
  });

  it('reads page by page in the runners\' batch size, and stops at its limit', async () => {
    const log = logOf(2_500, 1, 1);
    expect(await countLag(log, 0, 2_500)).toEqual({ events: 2_500, capped: false });
    expect(log.readAll.mock.calls.map(([options]) => options)).toEqual([
      { after: 0, limit: LAG_PAGE, maxBytes: BATCH_BYTES },
      { after: 1_000, limit: LAG_PAGE, maxBytes: BATCH_BYTES },
      { after: 2_000, limit: LAG_PAGE, maxBytes: BATCH_BYTES },
    ]);
    expect(await countLag(logOf(2_500, 1, 1), 0, 2_500, 1_500)).toEqual({ events: 1_500, capped: true });
  });

  it('reads on past a page its bytes cut short (only an empty page is the end of the log)', async () => {
    const events = Array.from({ length: 30 }, (_, index) => ({ globalPosition: index + 1 }) as RecordedEvent);
    // Large events: each page holds 4 of them.
    const log: LogReader = { readAll: async ({ after }) => events.filter((event) => event.globalPosition > after).slice(0, 4) };
    expect(await countLag(log, 0, 30)).toEqual({ events: 30, capped: false });
  });
});
