import { describe, expect, it } from '@jest/globals';
import { searchTsQuery } from '../../content/rules/search-text.js';
import { newsSourceOf, reportSourceOf, sourceChunks, sourceTextOf, type NewsSourceFields } from './library-source.js';

const news = (over: Partial<NewsSourceFields> = {}): NewsSourceFields => ({
  title: 'Lạm phát',
  summary: 'Giá tăng.',
  description: '',
  detail: '<p>Chính sách <b>tiền tệ</b> &amp; tín dụng.</p>',
  status: 'published',
  impact: null,
  isPublic: false,
  allowed_user_class: [3, 4],
  ...over,
});

describe('what the library index reads of a record (issue 28 §1)', () => {
  it('reads a content record as table news, its type beside it: title, summary, description and detail as plain text', () => {
    expect(newsSourceOf(7, 'library', news())).toEqual({
      table: 'news',
      sourceId: 7,
      type: 'library',
      title: 'Lạm phát',
      text: 'Lạm phát\nGiá tăng.\nChính sách tiền tệ & tín dụng.',
      access: { published: true, skipped: false, isPublic: false, classIds: [3, 4] },
    });
  });

  it('keeps what the learner rule needs: a draft is not published, impact skip is skipped', () => {
    expect(newsSourceOf(1, 'news', news({ status: 'draft', impact: 'skip', isPublic: true, allowed_user_class: [] })).access).toEqual({
      published: false,
      skipped: true,
      isPublic: true,
      classIds: [],
    });
  });

  it('reads an AI summary as table report, its kind beside it: public, never skipped, published only when its status says so', () => {
    const report = reportSourceOf(9, 'reportDN', { info: { title: 'Báo cáo' }, summary1: '<p>Tóm tắt</p>', summary2: 'Chi tiết', status: 'archived' });
    expect(report).toEqual({
      table: 'report',
      sourceId: 9,
      type: 'reportDN',
      title: 'Báo cáo',
      text: 'Báo cáo\nTóm tắt\nChi tiết',
      access: { published: false, skipped: false, isPublic: true, classIds: [] },
    });
    expect(reportSourceOf(9, 'report', { info: {}, summary1: '', summary2: '', status: 'published' })).toMatchObject({ title: '', text: '', access: { published: true } });
  });

  it('finds no text in a record of markup and spaces only, and so no chunk', () => {
    expect(sourceTextOf(['&nbsp;', '<p> </p>', null, undefined, '<br>'])).toBe('');
    expect(sourceChunks(newsSourceOf(1, 'news', news({ title: '&nbsp;', summary: '', detail: '<p></p>' })))).toEqual([]);
  });

  it('cuts the text in chunks whose lexemes the content search query matches, with or without diacritics', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Câu ${i} về lãi suất liên ngân hàng.`).join(' ');
    const chunks = sourceChunks({ text: `Tỷ giá hối đoái.\n${long}` });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((chunk) => chunk.position)).toEqual(chunks.map((_, i) => i));
    expect(chunks.every((chunk) => chunk.text.length <= 1000)).toBe(true);
    expect(chunks[0].lexemes).toEqual(expect.arrayContaining(['ty_gia', 'gia_hoi', 'hoi_doai']));
    // The pair query of the search ("ty gia" → the pair lexeme) is among the first chunk's lexemes, not the last one's.
    const pair = /'([a-z0-9_]+)'/.exec(searchTsQuery('tỷ giá') ?? '')?.[1];
    expect(chunks[0].lexemes).toContain(pair);
    expect(chunks[chunks.length - 1].lexemes).not.toContain(pair);
  });
});
