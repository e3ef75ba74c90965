import { describe, expect, it } from '@jest/globals';
import { contentSyllables, testEmbedding, TEST_EMBEDDING_DIMENSIONS } from './test-embedder.js';

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i], 0);
const norm = (a: number[]) => Math.sqrt(cosine(a, a));

describe('test embedder', () => {
  it('gives the same text the same 768 numbers, of unit length', () => {
    const text = 'Nợ xấu của ngân hàng tăng mạnh trong quý ba';
    const first = testEmbedding(text);
    expect(first).toHaveLength(TEST_EMBEDDING_DIMENSIONS);
    expect(testEmbedding(text)).toEqual(first);
    expect(norm(first)).toBeCloseTo(1, 10);
  });

  it('answers the dimensions asked for', () => {
    const vector = testEmbedding('biên lợi nhuận gộp', 256);
    expect(vector).toHaveLength(256);
    expect(norm(vector)).toBeCloseTo(1, 10);
  });

  it('reads a text with and without diacritics, in any case, as the same text', () => {
    expect(testEmbedding('no xau ngan hang')).toEqual(testEmbedding('Nợ xấu Ngân hàng'));
    expect(testEmbedding('Đường phố')).toEqual(testEmbedding('duong pho'));
  });

  it('puts texts that share words closer than unrelated ones', () => {
    const question = testEmbedding('nợ xấu ngân hàng');
    const related = testEmbedding('Tỷ lệ nợ xấu của ngân hàng Phú An lên 2,1% cuối năm');
    const unrelated = testEmbedding('Quán cà phê góc phố cân nhắc tăng giá bán mỗi ly');
    expect(cosine(question, related)).toBeGreaterThan(0.3);
    expect(cosine(question, related)).toBeGreaterThan(cosine(question, unrelated) + 0.3);
  });

  it('ranks a shared phrase above the same words apart', () => {
    const question = testEmbedding('dòng tiền tự do');
    const phrase = testEmbedding('dòng tiền tự do của công ty thép');
    const apart = testEmbedding('tự do chọn dòng sản phẩm, tiền thuê tăng');
    expect(cosine(question, phrase)).toBeGreaterThan(cosine(question, apart));
  });

  it('leaves function syllables out, and never answers all zeros', () => {
    expect(contentSyllables('Lợi nhuận của các ngân hàng và công ty')).toEqual(['loi', 'nhuan', 'ngan', 'hang', 'cong', 'ty']);
    expect(testEmbedding('biên lợi nhuận của ngân hàng')).toEqual(testEmbedding('biên lợi nhuận ngân hàng'));
    expect(norm(testEmbedding('của và là'))).toBeCloseTo(1, 10);
    expect(norm(testEmbedding('—'))).toBeCloseTo(1, 10);
  });

  // 50,000 passages of 1,000 characters in a few seconds: 10,000 here, with room for a busy machine.
  it('embeds 10,000 passages of 1,000 characters in under 3 seconds', () => {
    const sentence = 'Biên lợi nhuận gộp của Thép Phú An (PAB) giảm 2,4 điểm phần trăm năm 2021 vì giá quặng tăng; ';
    const passage = sentence.repeat(Math.ceil(1000 / sentence.length)).slice(0, 1000);
    const started = performance.now();
    let checksum = 0;
    for (let i = 0; i < 10_000; i++) checksum += testEmbedding(`${i} ${passage}`)[i % TEST_EMBEDDING_DIMENSIONS];
    const seconds = (performance.now() - started) / 1000;
    expect(Number.isFinite(checksum)).toBe(true);
    expect(seconds).toBeLessThan(3);
  });
});
