import { describe, expect, it } from '@jest/globals';
import { BoundedStateCache } from './state-cache.js';

describe('BoundedStateCache', () => {
  it('evicts the least recently used stream beyond its capacity', () => {
    const cache = new BoundedStateCache<string>(2);
    cache.set('a', { version: 1, state: 'A' });
    cache.set('b', { version: 1, state: 'B' });
    cache.get('a');
    cache.set('c', { version: 1, state: 'C' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ version: 1, state: 'A' });
    expect(cache.size).toBe(2);
  });

  it('never goes back to an older version of a stream', () => {
    const cache = new BoundedStateCache<string>();
    cache.set('a', { version: 3, state: 'three' });
    cache.set('a', { version: 2, state: 'two' });
    expect(cache.get('a')).toEqual({ version: 3, state: 'three' });
  });
});
