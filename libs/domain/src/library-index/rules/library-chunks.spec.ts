import { describe, expect, it } from '@jest/globals';
import { CHUNKING, chunkText } from './library-chunks.js';

const sentence = (i: number) => `Câu số ${i} nói về lợi nhuận của ngân hàng trong quý ba năm nay.`;
const paragraph = (from: number, count: number) => Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

describe('cutting the library texts for the index (issue 28 §1)', () => {
  it('keeps a short text whole, and gives nothing for a blank one', () => {
    expect(chunkText('Tóm tắt ngắn.')).toEqual([{ position: 0, text: 'Tóm tắt ngắn.' }]);
    expect(chunkText('  \n\n ')).toEqual([]);
    expect(chunkText('')).toEqual([]);
  });

  it('cuts about every 1,000 characters, at sentence ends, each chunk sharing about 100 with the one before', () => {
    const text = paragraph(1, 60);
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    chunks.forEach((chunk, i) => {
      expect(chunk.position).toBe(i);
      expect(chunk.text.length).toBeLessThanOrEqual(CHUNKING.size);
      if (i < chunks.length - 1) {
        expect(chunk.text.length).toBeGreaterThan(CHUNKING.size / 2);
        expect(chunk.text.endsWith('.')).toBe(true);
        // The next one starts with the end of this one (within a word's length of 100 characters).
        const shared = chunks[i + 1].text.slice(0, 40);
        expect(chunk.text.slice(-CHUNKING.overlap - 20)).toContain(shared.slice(0, 20));
      }
    });
    // Nothing is lost: every sentence is in some chunk.
    for (let i = 1; i <= 60; i++) expect(chunks.some((chunk) => chunk.text.includes(sentence(i)))).toBe(true);
  });

  it('prefers a paragraph end over a sentence end', () => {
    const text = `${paragraph(1, 9)}\n\n${paragraph(10, 9)}`;
    const [first] = chunkText(text);
    expect(first.text).toBe(paragraph(1, 9));
  });

  it('cuts a text with no break at all at the size, and never loops', () => {
    const text = 'x'.repeat(2500);
    const chunks = chunkText(text);
    expect(chunks.map((chunk) => chunk.text.length)).toEqual([1000, 1000, 700]);
  });

  it('gives the same chunks for the same text', () => {
    const text = paragraph(1, 40);
    expect(chunkText(text)).toEqual(chunkText(text));
  });

  it('refuses a size that is not larger than the overlap', () => {
    expect(() => chunkText('abc', { size: 100, overlap: 100 })).toThrow(RangeError);
  });
});
