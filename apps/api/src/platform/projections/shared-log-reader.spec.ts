import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@k9/domain';
import { SharedLogReader } from './shared-log-reader.js';

const counting = () => {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    calls,
    release: () => release(),
    readAll: async ({ after, limit }: { after: number; limit: number }) => {
      calls.push(`${after}:${limit}`);
      await gate;
      return [{ globalPosition: after + 1 }] as unknown as RecordedEvent[];
    },
  };
};

describe('SharedLogReader', () => {
  it('lets identical reads in flight share one query, and reads afresh once it has answered', async () => {
    const store = counting();
    const log = new SharedLogReader(store);
    const reads = [log.readAll({ after: 5, limit: 1000 }), log.readAll({ after: 5, limit: 1000 }), log.readAll({ after: 7, limit: 1000 })];
    store.release();
    const [a, b, c] = await Promise.all(reads);
    expect(a).toBe(b);
    expect(c[0].globalPosition).toBe(8);
    expect(store.calls).toEqual(['5:1000', '7:1000']);
    await log.readAll({ after: 5, limit: 1000 });
    expect(store.calls).toEqual(['5:1000', '7:1000', '5:1000']);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const log = new SharedLogReader({
      readAll: async () => {
        if (fail) throw new Error('connection lost');
        return [];
      },
    });
    await expect(log.readAll({ after: 0, limit: 10 })).rejects.toThrow('connection lost');
    fail = false;
    await expect(log.readAll({ after: 0, limit: 10 })).resolves.toEqual([]);
  });

  it('does not share a read between different byte budgets', async () => {
    const budgets: Array<number | undefined> = [];
    const log = new SharedLogReader({ readAll: async ({ maxBytes }) => (budgets.push(maxBytes), []) });
    await Promise.all([log.readAll({ after: 0, limit: 10, maxBytes: 1024 }), log.readAll({ after: 0, limit: 10, maxBytes: 2048 })]);
    expect(budgets).toEqual([1024, 2048]);
  });
});
