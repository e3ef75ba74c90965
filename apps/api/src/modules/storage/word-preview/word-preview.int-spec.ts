import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@k9/domain';
import { wordDocumentOf, word } from '../../../../test/helpers/documents.js';
import { zipBomb } from '../../../../test/helpers/spreadsheets.js';
import { accessMatrix, signInCallers, type AccessRow, type Agent, type Caller, type Callers } from '../../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { UPLOAD_PROJECTION } from '../projections/storage-upload/storage-upload.projection.js';
import { WordPreviews } from './word-previews.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A report as an editor could write it: a heading, text that looks like markup, a link that would run, one to a site, a picture. */
const REPORT = wordDocumentOf(
  [
    word.heading('Báo cáo ngành thép quý 3'),
    word.text('<script>window.__xss = 1</script> Doanh thu tăng 12%.'),
    word.link('rIdRun', 'bấm vào đây'),
    word.link('rIdSource', 'nguồn số liệu'),
    word.picture('Biểu đồ doanh thu'),
  ],
  [
    { id: 'rIdRun', target: 'javascript:window.__xss = 2' },
    { id: 'rIdSource', target: 'https://nguon.example/thep' },
  ],
);

type FileKind = 'public' | 'draft' | 'bomb' | 'liar' | 'pdf' | 'broken';

/** Word files preview in the page (issue 24 §2): converted on the server, checked as the import checks a zip, sanitised, cached. */
describe('Word file preview', () => {
  let t: TestApp;
  let callers: Callers;
  const urls = {} as Record<FileKind, string>;
  const preview = (kind: FileKind) => (agent: Agent) => agent.get(urls[kind].replace(/^\/files\//, '/api/file-preview/'));

  beforeAll(async () => {
    t = await startTestApp();
    callers = await signInCallers(t);
    const upload = async (bytes: Buffer, name: string): Promise<string> =>
      (await callers.admin.post('/api/upload-many-file?purpose=document').attach('files', bytes, { filename: name, contentType: DOCX }).expect(201)).body.files[0].url;
    urls.public = await upload(REPORT, 'bao-cao.docx');
    urls.draft = await upload(REPORT, 'ban-nhap.docx');
    urls.bomb = await upload(await zipBomb(150), 'bom.docx');
    urls.liar = await upload(await zipBomb(2, 1, 1000), 'noi-doi.docx');
    urls.broken = await upload(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 7)]), 'hong.docx');
    urls.pdf = await upload(PDF, 'bao-cao.pdf');
    const record = (body: object) => callers.admin.post('/api/k9').send({ type: 'library', title: 'Tài liệu', summary: 'S', ...body }).expect(201);
    await record({ status: 'published', isPublic: true, fileUrls: [urls.public, urls.bomb, urls.liar, urls.broken, urls.pdf] });
    await record({ status: 'draft', fileUrls: [urls.draft] });
    await t.app.get(ProjectionsService).waitFor(await t.app.get<EventStore>(EVENT_STORE).committedHead(), [UPLOAD_PROJECTION]);
  });
  afterAll(() => t.close());

  const rows: AccessRow<Caller>[] = [
    { name: 'GET /api/file-preview/{public record}', call: preview('public'), expect: { visitor: 200, learner: 200, expired: 200, admin: 200 } },
    { name: 'GET /api/file-preview/{draft record}', call: preview('draft'), expect: { visitor: 404, learner: 404, expired: 404, admin: 200 } },
  ];
  accessMatrix({ callers: () => callers, rows, title: (who) => `previews for the ${who} only the Word files they may read` });

  it('shows the document as sanitised html: headings and text kept, no script, no running link, no picture', async () => {
    const { body, headers } = await preview('public')(callers.learner).expect(200);
    expect(headers['cache-control']).toBe('private, no-cache');
    const html: string = body.html;
    expect(html).toContain('<h1>Báo cáo ngành thép quý 3</h1>');
    // Text that looks like markup stays text.
    expect(html).toContain('&lt;script&gt;window.__xss = 1&lt;/script&gt; Doanh thu tăng 12%.');
    expect(html).toContain('<a>bấm vào đây</a>');
    expect(html).toMatch(/<a href="https:\/\/nguon\.example\/thep"[^>]*target="_blank"[^>]*>nguồn số liệu \(nguon\.example\)<\/a>/);
    expect(html).not.toMatch(/<script|javascript:|<img|data:|onerror/i);
  });

  it('converts a file once: the next reader gets the kept preview, still only if they may read the file', async () => {
    const previews = t.app.get(WordPreviews);
    await preview('public')(callers.admin).expect(200);
    const before = previews.conversions;
    const again = await preview('public')(callers.visitor).expect(200);
    expect(again.body.html).toContain('<h1>Báo cáo ngành thép quý 3</h1>');
    expect(previews.conversions).toBe(before);
    await preview('draft')(callers.admin).expect(200);
    await preview('draft')(callers.learner).expect(404);
  });

  it('refuses a zip bomb, a zip that lies about its sizes, a broken file and a file that is not Word, in Vietnamese', async () => {
    const previews = t.app.get(WordPreviews);
    const before = previews.conversions;
    const tooLarge = 'File Word quá lớn để xem trước (tối đa 20 MB, 100 MB khi giải nén). Vui lòng tải file về để mở.';
    expect((await preview('bomb')(callers.learner)).body).toEqual({ statusCode: 413, message: tooLarge, code: 'WORD_TOO_LARGE' });
    expect((await preview('liar')(callers.learner)).body).toEqual({ statusCode: 413, message: tooLarge, code: 'WORD_TOO_LARGE' });
    expect((await preview('broken')(callers.learner)).body).toEqual({
      statusCode: 422,
      message: 'Không đọc được file Word này (có thể file bị hỏng). Vui lòng tải file về để mở.',
      code: 'WORD_UNREADABLE',
    });
    expect((await preview('pdf')(callers.learner)).body).toEqual({
      statusCode: 415,
      message: 'Chỉ xem trước được file Word (.docx) trong trang. Vui lòng tải file về để mở.',
      code: 'NOT_WORD',
    });
    // None of them reached the converter.
    expect(previews.conversions).toBe(before);
    const missing = await callers.admin.get(urls.public.replace(/^\/files\//, '/api/file-preview/').replace(/[0-9a-f]{8}-/, '00000000-'));
    expect(missing.body).toEqual({ statusCode: 404, message: 'Không tìm thấy tệp.', code: 'FILE_NOT_FOUND' });
  });
});
