import { describe, expect, it } from '@jest/globals';
import type { AnswerRetrieval } from '@k9/domain';
import { citationHref, citationOfHref, citedNumbersOf, linkCitations } from './chat-citations';

const retrieval: AnswerRetrieval = {
  sources: [
    { table: 'news', sourceId: 7, similarity: 0.873, similarityPercent: '87.3', chunks: [{ n: 1, preview: 'Lãi suất', similarity: 0.873 }, { n: 3, preview: 'Giảm', similarity: 0.5 }] },
  ],
  unused: [{ table: 'report', sourceId: 2, similarity: 0.2, similarityPercent: '20.0', chunks: [{ n: 2, preview: 'Khác', similarity: 0.2 }] }],
  totalFound: 3,
  searchMethod: 'hybrid',
  noRelevantInfo: false,
};

describe('citations in an answer', () => {
  it('links only the [n] of cited sources; one out of range or not cited stays text', () => {
    const cited = citedNumbersOf(retrieval);
    expect([...cited].sort()).toEqual([1, 3]);
    expect(linkCitations('Lãi suất giảm [1], xem [2] và [9]; [3].', cited)).toBe('Lãi suất giảm [\\[1\\]](#nguon-1), xem [2] và [9]; [\\[3\\]](#nguon-3).');
    expect(linkCitations('Theo [1][3].', cited)).toBe('Theo [\\[1\\]](#nguon-1)[\\[3\\]](#nguon-3).');
  });

  it('leaves code, markdown links and escaped brackets as written', () => {
    const cited = new Set([1]);
    const text = ['Ví dụ `arr[1]` và [1]', '```', 'x = a[1]', '```', '[chữ][1] ![ảnh][1] [1](https://k9.vn) [1]: https://k9.vn \\[1]'].join('\n');
    expect(linkCitations(text, cited)).toBe(['Ví dụ `arr[1]` và [\\[1\\]](#nguon-1)', '```', 'x = a[1]', '```', '[chữ][1] ![ảnh][1] [1](https://k9.vn) [1]: https://k9.vn \\[1]'].join('\n'));
  });

  it('changes nothing without cited sources (no data store, or nothing found)', () => {
    expect(citedNumbersOf(null).size).toBe(0);
    expect(linkCitations('Theo [1]', new Set())).toBe('Theo [1]');
  });

  it('reads the source number back from a link, and nothing from any other link', () => {
    expect(citationOfHref(citationHref(12))).toBe(12);
    expect(citationOfHref('#nguon-x')).toBeNull();
    expect(citationOfHref('https://k9.vn/#nguon-1')).toBeNull();
    expect(citationOfHref(null)).toBeNull();
  });
});
