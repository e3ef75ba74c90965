import { describe, expect, it } from '@jest/globals';
import { OwnWrites } from './own-writes';

describe("a tab's own content writes", () => {
  it('covers a change naming only records this tab wrote, within the time it stands for', async () => {
    let now = 0;
    const own = new OwnWrites(() => now, 10_000);
    own.note([7, 8]);
    expect(await own.onlyOwn([7])).toBe(true);
    expect(await own.onlyOwn([7, 9])).toBe(false);
    expect(await own.onlyOwn(null)).toBe(false);
    now = 10_001;
    expect(await own.onlyOwn([7])).toBe(false);
  });

  it('waits for a creation under way, whose id comes with its answer', async () => {
    const own = new OwnWrites(() => 0);
    let answer!: (value: { id: number }) => void;
    own.track(new Promise<{ id: number }>((resolve) => (answer = resolve)), (created) => [created.id]);
    const verdict = own.onlyOwn([42]);
    answer({ id: 42 });
    expect(await verdict).toBe(true);
  });

  it('does not wait forever for a write that failed', async () => {
    const own = new OwnWrites(() => 0);
    own.track(Promise.reject(new Error('409')), () => [1]);
    expect(await own.onlyOwn([1])).toBe(false);
  });
});
