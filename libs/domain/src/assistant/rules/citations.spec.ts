import { describe, expect, it } from '@jest/globals';
import { citedNumbers, groundedPrompt, parseCitations, similarityPercent, type RetrievedChunk } from './citations.js';

const chunk = (sourceId: number, similarity: number, table = 'news', text = `Đoạn của bản ghi ${sourceId}`): RetrievedChunk => ({ sourceId, table, similarity, chunkText: text });

describe('citations', () => {
  it('reads [n] markers in range, each once, in order of first use', () => {
    expect(citedNumbers('A [2] B [1] C [2] D [9] E [0]', 3)).toEqual([2, 1]);
  });
  it('shows only the cited sources, grouped by table and source id, best similarity first; the rest folded apart', () => {
    const retrieved = [chunk(1, 0.4), chunk(2, 0.9), chunk(1, 0.7), chunk(3, 0.5, 'report'), chunk(4, 0.95)];
    const parsed = parseCitations('Theo [1] và [3], cũng như [4] [12].', retrieved);
    expect(parsed.cited).toEqual([1, 3, 4]);
    expect(parsed.sources.map((source) => [source.table, source.sourceId, source.similarityPercent])).toEqual([
      ['news', 1, '70.0'],
      ['report', 3, '50.0'],
    ]);
    expect(parsed.sources[0].chunks.map((c) => c.n)).toEqual([3, 1]);
    expect(parsed.unused.map((source) => source.sourceId)).toEqual([4, 2]);
  });
  it('keeps a 150-character preview, never the whole chunk', () => {
    const parsed = parseCitations('[1]', [chunk(1, 0.5, 'news', 'x'.repeat(1000))]);
    expect(parsed.sources[0].chunks[0].preview).toHaveLength(150);
  });
  it('shows similarity as a percentage with one decimal', () => {
    expect(similarityPercent(0.87345)).toBe('87.3');
    expect(similarityPercent(0.02)).toBe('2.0');
  });
  it('numbers the chunks in the prompt and asks for [n]; with none, asks for general knowledge', () => {
    const prompt = groundedPrompt('Lãi suất?', [chunk(1, 0.5), chunk(2, 0.4)]);
    expect(prompt).toContain('<source n="2">');
    expect(prompt).toContain('[1]');
    expect(groundedPrompt('Lãi suất?', [])).toContain('kiến thức chung');
  });
});
