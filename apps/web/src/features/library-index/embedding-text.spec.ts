import { describe, expect, it } from '@jest/globals';
import { embeddingTextOf, idBatches } from './embedding-text';
import { LIBRARY_INDEX_TEXT } from './library-index.messages';

describe('what the back office embeds (issue 28 §4)', () => {
  it('sends the record\'s text as plain text, a line per part, empty parts left out', () => {
    const text = embeddingTextOf({ title: 'Chiến lược', summary: '<p>Tóm tắt &amp; ý chính</p>', description: '', detail: '<h2>Phần 1</h2><p>Nội dung<br>chi tiết</p><script>x()</script>' });
    expect(text).toBe('Chiến lược\nTóm tắt & ý chính\nPhần 1\nNội dung\nchi tiết');
    expect(text).not.toMatch(/[<>]/);
  });

  it('has nothing to send for a record whose parts are empty or only markup', () => {
    expect(embeddingTextOf({ title: '', summary: '<p> </p>', description: '', detail: '<div><br></div>' })).toBe('');
  });

  it('reads the states of a page in batches of at most 500 ids, each id once', () => {
    expect(idBatches([3, 1, 2, 3])).toEqual([[1, 2, 3]]);
    const page = Array.from({ length: 1200 }, (_, index) => index + 1);
    const batches = idBatches(page);
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 200]);
    expect(batches.flat()).toEqual(page);
    expect(idBatches([])).toEqual([]);
  });

  it('says spec 3 §8\'s embedding messages letter for letter, and names the three states', () => {
    expect(LIBRARY_INDEX_TEXT.embeddingFailed('hết hạn mức')).toBe('Lỗi khi thực hiện embedding: hết hạn mức');
    expect(LIBRARY_INDEX_TEXT.notFound).toBe('Không tìm thấy dữ liệu!');
    expect(LIBRARY_INDEX_TEXT.noId).toBe('Item không có ID!');
    expect(LIBRARY_INDEX_TEXT.nothingToEmbed).toBe('Không có nội dung để embedding!');
    expect(LIBRARY_INDEX_TEXT.state).toEqual({ none: 'Chưa embedding', embedding: 'Đang embedding', embedded: 'Đã embedding' });
  });
});
