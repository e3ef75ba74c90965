import { describe, expect, it } from '@jest/globals';
import { fuseByRank, RRF_K } from './rank-fusion.js';

const hits = (...keys: string[]) => keys.map((key, i) => ({ key, similarity: 1 - i / 10 }));

describe('fuseByRank (reciprocal rank fusion)', () => {
  it('puts first what both lists find before what only one finds at the top', () => {
    const fused = fuseByRank([hits('a', 'b', 'c'), hits('x', 'b', 'y')]);
    expect(fused[0]).toMatchObject({ key: 'b', lists: 2 });
    expect(fused[0].score).toBeCloseTo(2 / (RRF_K + 2));
    expect(fused.map((hit) => hit.key).sort()).toEqual(['a', 'b', 'c', 'x', 'y']);
  });

  it('orders by rank, not by the lists’ own scores', () => {
    const keyword = [{ key: 'k', similarity: 0.05 }];
    const vector = [{ key: 'v', similarity: 0.99 }, { key: 'k2', similarity: 0.98 }];
    const fused = fuseByRank([keyword, vector]);
    // 'k' and 'v' are both first of their list: equal votes, the better similarity first.
    expect(fused.map((hit) => hit.key)).toEqual(['v', 'k', 'k2']);
  });

  it('keeps the best similarity a hit got', () => {
    const fused = fuseByRank([[{ key: 'a', similarity: 0.2 }], [{ key: 'a', similarity: 0.7 }]]);
    expect(fused).toEqual([{ key: 'a', score: 2 / (RRF_K + 1), similarity: 0.7, lists: 2 }]);
  });

  it('answers nothing for no hits', () => {
    expect(fuseByRank([[], []])).toEqual([]);
  });
});
