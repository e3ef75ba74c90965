import { describe, expect, it, jest } from '@jest/globals';
import { afterFirstRead } from './after-first-read';

describe('a cache entry following /ws before its first read arrives', () => {
  it('reads again once loaded when a message came during the read, and applies messages after it', async () => {
    let load!: () => void;
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const readAgain = jest.fn();
    const applied: string[] = [];
    const whenLoaded = afterFirstRead(loaded, readAgain);
    whenLoaded(() => applied.push('during the read'));
    load();
    await loaded;
    await Promise.resolve();
    expect(readAgain).toHaveBeenCalledTimes(1);
    whenLoaded(() => applied.push('after'));
    expect(applied).toEqual(['after']);
  });

  it('reads nothing again when no message came during the read, and nothing when the entry went before loading', async () => {
    const readAgain = jest.fn();
    const loaded = Promise.resolve();
    afterFirstRead(loaded, readAgain);
    await loaded;
    await Promise.resolve();
    expect(readAgain).not.toHaveBeenCalled();
    const removed = Promise.reject(new Error('removed'));
    const gate = afterFirstRead(removed, readAgain);
    gate(() => undefined);
    await removed.catch(() => undefined);
    await Promise.resolve();
    expect(readAgain).not.toHaveBeenCalled();
  });
});
