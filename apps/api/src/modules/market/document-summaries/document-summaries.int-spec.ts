import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { DOCUMENT_SUMMARY_ROUTES, MARKET_ROUTES, type AiSummaryRecord, type DocumentExtractView, type MarketRowRecord, type OcrQueued, type OcrQueueView, type PdfTextJobView, type PdfTextResponse } from '@k9/contracts';
import { DOCUMENT_SUMMARY_LABELS, type EventStore } from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { accessMatrix, signInCallers, type Agent, type Callers, type TestUser } from '../../../../test/helpers/access-matrix.js';
import { aiTestEnv, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { corruptPdf, htmlAsPdf, openPdfMaker, VIETNAMESE_PAGES, zeroPagePdf } from '../../../../test/helpers/pdf-documents.js';
import { createTestDatabase } from '../../../../test/helpers/test-database.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { readUntil } from '../../../../test/helpers/until.js';
import { openTestSocket } from '../../../../test/helpers/ws-client.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { FILE_STORAGE, type FileStorage } from '../../storage/storage.port.js';
import { readDocumentSummaryConfig } from './document-summaries.config.js';
import { DocumentFetcher } from './fetch/document-fetcher.js';
import { OcrPageQuota } from './ocr-page-quota.js';

const REPLY = `${DOCUMENT_SUMMARY_LABELS.detailed}\n## Chi tiết\nTín dụng tăng mười hai phần trăm.\n${DOCUMENT_SUMMARY_LABELS.short}\nNgân hàng tăng trưởng ổn định.`;
const STORED_KEY = '2026/01/0b6c1f7e-2d4a-4c3e-9f10-1a2b3c4d5e6f.pdf';

/**
 * Issue 33 §2, §4: OCR and AI summaries of market rows' documents, and POST /api/pdf/upload, against the fake AI
 * provider and a local document server (its port the only loopback one the test switch lets through).
 */
describe('document summaries (issue 33)', () => {
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let t: TestApp | null = null;
  let env: Record<string, string>;
  let callers: Callers;
  let learner: TestUser;
  let docs: Server;
  let other: Server;
  let base: string;
  let otherPort: number;
  const files: Record<string, Buffer> = {};
  const options = { jobs: { ...ownJobs().jobs, shutdownTimeoutMs: 300, lockDurationMs: 3000, stalledIntervalMs: 1000 } };
  const store = () => t!.app.get<EventStore>(EVENT_STORE);

  const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  const importRows = async (dataset: string, csv: string) => {
    const preview = (await callers.admin.post(`/api/market/${dataset}/import`).attach('files', Buffer.from(csv), `${dataset}.csv`).expect(201)).body as { importId: string; validRows: number };
    await callers.admin.post(MARKET_ROUTES.confirmImport(preview.importId)).expect(202);
    return readUntil('the import is done', async () => (await callers.admin.get(MARKET_ROUTES.importById(preview.importId)).expect(200)).body as { status: string }, (body) => body.status === 'completed', 30_000);
  };
  const rowsOf = async (route: string): Promise<MarketRowRecord[]> => (await callers.admin.get(route).query({ pageSize: 500 }).expect(200)).body.data;
  const rowByUrl = async (url: string) => (await rowsOf(MARKET_ROUTES.industry_report)).find((row) => row.URL === url)!;
  const queue = async (agent: Agent) => (await agent.get(DOCUMENT_SUMMARY_ROUTES.queue).expect(200)).body as OcrQueueView;
  const settled = (agent: Agent, jobIds: string[], timeoutMs = 60_000) =>
    readUntil('the OCR tasks end', () => queue(agent), (view) => jobIds.every((id) => ['done', 'error', 'stopped'].includes(view.tasks.find((task) => task.id === id)?.state ?? '')), timeoutMs);
  const upload = (agent: Agent, bytes: Buffer, name = 'bao-cao.pdf') => agent.post(DOCUMENT_SUMMARY_ROUTES.pdfUpload).attach('file', bytes, name);

  beforeAll(async () => {
    const maker = await openPdfMaker();
    try {
      files['text.pdf'] = await maker.textPdf([VIETNAMESE_PAGES[0]]);
      files['scan.pdf'] = await maker.scannedPdf([VIETNAMESE_PAGES[1]]);
      files['mixed.pdf'] = await maker.mixedPdf([
        { kind: 'text', text: VIETNAMESE_PAGES[0] },
        { kind: 'scan', text: VIETNAMESE_PAGES[2] },
      ]);
      files['long.pdf'] = await maker.textPdf(Array.from({ length: 21 }, (_, index) => `Trang ${index + 1}. ${VIETNAMESE_PAGES[index % 3]}`));
      files['51.pdf'] = await maker.textPdf(Array.from({ length: 51 }, (_, index) => `Trang ${index + 1}.`));
    } finally {
      await maker.close();
    }
    files['corrupt.pdf'] = corruptPdf();
    files['zero.pdf'] = zeroPagePdf();
    files['html.pdf'] = htmlAsPdf();
    other = createServer((_request, response) => response.end(files['text.pdf']));
    otherPort = await listen(other);
    docs = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0].slice(1);
      if (path === 'redirect-loopback.pdf') return response.writeHead(302, { location: `http://127.0.0.1:${otherPort}/text.pdf` }).end();
      if (path === 'missing.pdf' || !files[path]) return response.writeHead(404).end('not found');
      response.writeHead(200, { 'content-type': path === 'html.pdf' ? 'text/html' : 'application/pdf' }).end(files[path]);
    });
    const port = await listen(docs);
    base = `http://127.0.0.1:${port}`;
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    db = await createTestDatabase();
    env = {
      ...aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }),
      DATABASE_URL: db.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'k9-ocr-')),
      OCR_ALLOWED_HOSTS: '127.0.0.1,localhost',
      OCR_TEST_LOOPBACK_PORTS: String(port),
    };
    t = await startTestApp(env, options);
    learner = await t.createUser();
    callers = await signInCallers(t, { learner });
    // A document of this site's own: read from storage, never over HTTP.
    const stored = join(env.DATA_DIR, 'stored.pdf');
    writeFileSync(stored, files['text.pdf']);
    await t.app.get<FileStorage>(FILE_STORAGE).put(STORED_KEY, stored, { contentType: 'application/pdf', size: files['text.pdf'].length });
    const urls = ['text.pdf', 'scan.pdf', 'mixed.pdf', 'corrupt.pdf', 'zero.pdf', 'html.pdf', 'missing.pdf', 'redirect-loopback.pdf'].map((name) => `${base}/${name}`);
    const restart = Array.from({ length: 20 }, (_, index) => `${base}/text.pdf?n=${index + 1}`);
    await importRows('industry_report', ['URL,name,Ngày', ...[...urls, `/files/${STORED_KEY}`, 'http://169.254.169.254/latest/meta-data.pdf', ...restart].map((url, index) => `${url},Báo cáo ${index + 1},2025-09-30`)].join('\n'));
    // A row without a document.
    await importRows('company_report', 'Mã CK,Ngày,Nguồn,name\nFPT,2025-09-30,SSI,Báo cáo FPT');
  }, 90_000);
  afterEach(() => {
    openai.reset();
    gemini.reset();
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
    await Promise.all([openai?.close(), gemini?.close()]);
    docs?.close();
    other?.close();
  });

  it('refuses bad input in Vietnamese and queues nothing', async () => {
    const row = await rowByUrl(`${base}/text.pdf`);
    for (const body of [{}, { rowIds: [] }, { rowIds: 'abc' }]) {
      expect((await callers.learner.post(DOCUMENT_SUMMARY_ROUTES.ocr('industry_report')).send(body).expect(400)).body.message).toBe('Vui lòng chọn ít nhất một dòng để thực hiện OCR');
    }
    expect((await callers.learner.post(DOCUMENT_SUMMARY_ROUTES.ocr('industry_report')).send({ rowIds: [row.id], instruction: 'x'.repeat(1001) }).expect(400)).body.message).toBe('Hướng dẫn cho AI là văn bản tối đa 1000 ký tự.');
    expect((await callers.learner.post(DOCUMENT_SUMMARY_ROUTES.ocr('bang_la')).send({ rowIds: [row.id] }).expect(400)).body.message).toBe('Bảng dữ liệu không hợp lệ.');
    expect((await callers.learner.get(DOCUMENT_SUMMARY_ROUTES.summaries('industry_report')).expect(400)).body.message).toBe('Mã dòng không hợp lệ.');
    expect((await callers.learner.get(DOCUMENT_SUMMARY_ROUTES.summaries('industry_report')).query({ rowId: row.id }).expect(200)).body).toEqual({ data: [], message: 'Không có tóm tắt nào cho item này' });
    expect((await callers.learner.post(DOCUMENT_SUMMARY_ROUTES.pdfUpload).expect(400)).body.message).toBe('Vui lòng chọn một tệp PDF (trường file).');
    expect((await callers.learner.get(DOCUMENT_SUMMARY_ROUTES.summaryText(999999)).expect(404)).body.message).toBe('Không tìm thấy tóm tắt');
    // The row without a URL is skipped, and said.
    const [noUrl] = await rowsOf(MARKET_ROUTES.company_report);
    const skipped = (await callers.learner.post(DOCUMENT_SUMMARY_ROUTES.ocr('company_report')).send({ rowIds: [noUrl.id] }).expect(202)).body as OcrQueued;
    expect(skipped).toMatchObject({ jobIds: [], skipped: [{ rowId: noUrl.id, reason: 'Dòng không có URL tài liệu: bỏ qua.' }] });
    expect((await queue(callers.learner)).tasks).toEqual([]);
    expect(() => readDocumentSummaryConfig({ NODE_ENV: 'production', OCR_TEST_LOOPBACK_PORTS: '8080' })).toThrow('refused when NODE_ENV=production');
    const document = (await t!.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { summary?: string }>> };
    expect(document.paths['/api/pdf/upload'].post.summary).toContain('20 trang');
    expect(document.paths['/api/data-tables/{dataset}/ocr'].post.summary).toContain('Vui lòng chọn ít nhất một dòng');
  });

  it('reads each kind of document posted to /api/pdf/upload: text layer, scan by OCR, mixed; refuses the broken ones', async () => {
    const text = (await upload(callers.learner, files['text.pdf']).expect(200)).body as PdfTextResponse;
    expect(text.pages).toEqual([{ n: 1, source: 'text', chars: expect.any(Number) }]);
    expect(text.text).toContain('Tăng trưởng tín dụng đạt mười hai phần trăm');
    const scan = (await upload(callers.learner, files['scan.pdf']).expect(200)).body as PdfTextResponse;
    expect(scan.pages).toEqual([{ n: 1, source: 'ocr', chars: expect.any(Number) }]);
    expect(scan.text).toContain('Ngân hàng Nhà nước duy trì lãi suất điều hành');
    const mixed = (await upload(callers.learner, files['mixed.pdf']).expect(200)).body as PdfTextResponse;
    expect(mixed.pages.map((page) => page.source)).toEqual(['text', 'ocr']);
    expect(mixed.text).toContain('Nợ xấu được kiểm soát');
    expect(mixed.text).toContain('Giá cà phê và hồ tiêu tăng mạnh');
    expect((await upload(callers.learner, files['corrupt.pdf']).expect(422)).body.message).toBe('Không đọc được tệp PDF (tệp hỏng hoặc quá lớn).');
    expect(['Tệp PDF không có trang nào.', 'Không đọc được tệp PDF (tệp hỏng hoặc quá lớn).']).toContain((await upload(callers.learner, files['zero.pdf']).expect(422)).body.message);
    expect((await upload(callers.learner, files['html.pdf']).expect(422)).body.message).toBe('Tệp không phải PDF.');
    expect((await upload(callers.learner, files['51.pdf']).expect(422)).body.message).toBe('Tệp có quá 50 trang: mỗi tệp chỉ được OCR tối đa 50 trang.');
    // A text file named .pdf is refused by its bytes; a PDF named .txt is read by them.
    expect((await upload(callers.learner, files['text.pdf'], 'bao-cao.txt').expect(200)).body.pages).toHaveLength(1);
    // Over 20 pages: a job of the `ocr` queue, its text read back by its owner only.
    const queued = (await upload(callers.learner, files['long.pdf']).expect(202)).body as { jobId: string; pages: number };
    expect(queued.pages).toBe(21);
    const done = await readUntil('the long PDF is read', async () => (await callers.learner.get(DOCUMENT_SUMMARY_ROUTES.pdfUploadJob(queued.jobId)).expect(200)).body as PdfTextJobView, (view) => view.state !== 'waiting' && view.state !== 'processing');
    expect(done.state).toBe('done');
    expect(done.result!.pages).toHaveLength(21);
    expect(done.result!.text).toContain('Trang 21.');
    await callers.expired.get(DOCUMENT_SUMMARY_ROUTES.pdfUploadJob(queued.jobId)).expect(403);
    await callers.admin.get(DOCUMENT_SUMMARY_ROUTES.pdfUploadJob(queued.jobId)).expect(200);
  }, 60_000);

  it('summarises the selected rows, one task each: a failing row is recorded and the others go on; a learner’s summaries are theirs alone', async () => {
    openai.answerWith = () => REPLY;
    const names = ['text.pdf', 'scan.pdf', 'corrupt.pdf', 'html.pdf', 'missing.pdf'];
    const rows = await Promise.all(names.map((name) => rowByUrl(`${base}/${name}`)));
    const stored = await rowByUrl(`/files/${STORED_KEY}`);
    // Each row's progress reaches its owner live over /ws.
    const socket = await openTestSocket(t!.wsUrl, { Cookie: await t!.sessionCookie(learner.username, learner.password) });
    await socket.next('session.ready');
    const queued = (await callers.learner.post(DOCUMENT_SUMMARY_ROUTES.ocr('industry_report')).send({ rowIds: [...rows.map((row) => row.id), stored.id], instruction: 'Tập trung vào tín dụng' }).expect(202)).body as OcrQueued;
    expect(queued.jobIds).toHaveLength(6);
    expect(queued.skipped).toEqual([]);
    const scanJob = queued.rows.find((entry) => entry.rowId === rows[1].id)!.jobId;
    await socket.next('job.updated', (snapshot) => snapshot.queue === 'ocr' && snapshot.jobId === scanJob && snapshot.progress === 25);
    await socket.next('job.updated', (snapshot) => snapshot.jobId === scanJob && snapshot.state === 'completed');
    await socket.close();
    const view = await settled(callers.learner, queued.jobIds);
    // The queue dashboard lists the `ocr` queue.
    expect(((await callers.admin.get('/api/ai/queues').expect(200)).body as Array<{ name: string }>).map((queue) => queue.name)).toContain('ocr');
    const taskOf = (rowId: string) => view.tasks.find((task) => task.rowId === rowId)!;
    expect(taskOf(rows[0].id)).toMatchObject({ state: 'done', dataset: 'industry_report', progress: 100, error: null, summaryId: expect.any(Number) });
    expect(taskOf(rows[1].id)).toMatchObject({ state: 'done' });
    expect(taskOf(stored.id)).toMatchObject({ state: 'done' });
    expect(taskOf(rows[2].id)).toMatchObject({ state: 'error', error: 'Lỗi: Không đọc được tệp PDF (tệp hỏng hoặc quá lớn).' });
    expect(taskOf(rows[3].id)).toMatchObject({ state: 'error', error: 'Lỗi: Tệp không phải PDF.' });
    expect(taskOf(rows[4].id)).toMatchObject({ state: 'error', error: 'Lỗi: Không tải được tệp (HTTP 404).' });
    // The model was asked only for the three readable files, with the instruction and the document's text.
    expect(openai.count('chat')).toBe(3);
    const prompts = openai.requests.filter((request) => request.kind === 'chat').map((request) => JSON.stringify(request.body));
    expect(prompts.every((prompt) => prompt.includes('Tập trung vào tín dụng') && prompt.includes('google/gemini-2.5-pro'))).toBe(true);
    expect(prompts.some((prompt) => prompt.includes('Ngân hàng Nhà nước duy trì lãi suất'))).toBe(true);

    const mine = (await callers.learner.get(DOCUMENT_SUMMARY_ROUTES.summaries('industry_report')).query({ rowId: rows[1].id }).expect(200)).body as { data: AiSummaryRecord[] };
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ summary1: 'Ngân hàng tăng trưởng ổn định.', summary2: '## Chi tiết\nTín dụng tăng mười hai phần trăm.', status: 'draft', origin: 'ai', model: 'google/gemini-2.5-pro', category: 'Ngành' });
    expect(mine.data[0].info).toMatchObject({ sheetName: 'industry_report', itemIndex: rows[1].id, title: rows[1].name, URLReport: `${base}/scan.pdf`, itemData: rows[1].data });
    // Admins see it; the text it was made from is kept, with the OCR'd pages and the ledger call.
    expect((await callers.admin.get(DOCUMENT_SUMMARY_ROUTES.summaries('industry_report')).query({ rowId: rows[1].id }).expect(200)).body.data).toHaveLength(1);
    const extract = (await callers.admin.get(DOCUMENT_SUMMARY_ROUTES.summaryText(mine.data[0].id)).expect(200)).body as DocumentExtractView;
    expect(extract).toMatchObject({ rowId: rows[1].id, ocrPages: [1], pages: [{ n: 1, source: 'ocr' }], aiCallId: expect.any(String), model: 'google/gemini-2.5-pro' });
    expect(extract.text).toContain('Ngân hàng Nhà nước');
    expect((await callers.learner.get(DOCUMENT_SUMMARY_ROUTES.analysed('industry_report')).expect(200)).body.rowIds.sort()).toEqual([rows[0].id, rows[1].id, stored.id].sort());
    // Unpublished: not in the learners' report list, and nobody else's.
    expect((await callers.admin.get(DOCUMENT_SUMMARY_ROUTES.analysed('industry_report')).expect(200)).body.rowIds).toHaveLength(3);
    const published = (await callers.learner.get('/api/ai-summary').expect(200)).body.data as AiSummaryRecord[];
    expect(published.filter((summary) => summary.info.sheetName === 'industry_report')).toEqual([]);
  }, 90_000);

  it("tells a learner a provider failure's kind, never the provider's own text; admins see the detail", async () => {
    const row = await rowByUrl(`${base}/text.pdf`);
    openai.script('chat', { status: 400, message: 'khoa-bi-mat-cua-nha-cung-cap' });
    const queued = (await callers.learner.post(DOCUMENT_SUMMARY_ROUTES.ocr('industry_report')).send({ rowIds: [row.id] }).expect(202)).body as OcrQueued;
    const seen = (await settled(callers.learner, queued.jobIds)).tasks.find((task) => task.id === queued.jobIds[0])!;
    expect(seen.state).toBe('error');
    expect(seen.error).toMatch(/^Lỗi: /);
    expect(seen.error).not.toContain('khoa-bi-mat');
    const detail = (await queue(callers.admin)).tasks.find((task) => task.id === queued.jobIds[0])!;
    expect(detail.error).toContain('khoa-bi-mat-cua-nha-cung-cap');
  });

  it('refuses SSRF attempts: loopback, link-local, a redirect to loopback, other schemes, a name resolving to loopback', async () => {
    const fetcher = t!.app.get(DocumentFetcher);
    const hosts = ['127.0.0.1', 'localhost', '169.254.169.254', '::1'];
    const refused = async (url: string) => {
      const error = (await fetcher.fetch(url, hosts).then(() => null, (caught: unknown) => caught)) as Error | null;
      return error?.message;
    };
    expect(await refused('http://127.0.0.1/bao-cao.pdf')).toBe('Địa chỉ của tệp thuộc mạng nội bộ: không được phép tải.');
    expect(await refused('http://[::1]/bao-cao.pdf')).toBe('Địa chỉ của tệp thuộc mạng nội bộ: không được phép tải.');
    expect(await refused('http://169.254.169.254/latest/meta-data')).toBe('Địa chỉ của tệp thuộc mạng nội bộ: không được phép tải.');
    expect(await refused('http://[::ffff:127.0.0.1]/x.pdf')).toBe('Địa chỉ của tệp thuộc mạng nội bộ: không được phép tải.');
    expect(await refused('http://0.0.0.0/x.pdf')).toBe('Địa chỉ của tệp thuộc mạng nội bộ: không được phép tải.');
    expect(await refused(`${base}/redirect-loopback.pdf`)).toBe('Địa chỉ của tệp thuộc mạng nội bộ: không được phép tải.');
    expect(await refused(`http://localhost:${otherPort}/text.pdf`)).toBe('Địa chỉ của tệp thuộc mạng nội bộ: không được phép tải.');
    expect(await refused('file:///etc/passwd')).toBe('Chỉ tải được tệp qua http hoặc https.');
    expect(await refused(`gopher://127.0.0.1:${otherPort}/_x`)).toBe('Chỉ tải được tệp qua http hoặc https.');
    expect(await refused('https://example.com/x.pdf')).toBe('Máy chủ của tệp không nằm trong danh sách được phép.');
    // The fake's own port passes (the tests' switch), so the refusals above are the rules', not the network's.
    expect((await fetcher.fetch(`${base}/text.pdf`, hosts)).subarray(0, 5).toString()).toBe('%PDF-');
    // Through a row: the task records why.
    const metadata = await rowByUrl('http://169.254.169.254/latest/meta-data.pdf');
    const redirect = await rowByUrl(`${base}/redirect-loopback.pdf`);
    const queued = (await callers.admin.post(DOCUMENT_SUMMARY_ROUTES.ocr('industry_report')).send({ rowIds: [metadata.id, redirect.id] }).expect(202)).body as OcrQueued;
    const view = await settled(callers.admin, queued.jobIds);
    for (const jobId of queued.jobIds) expect(view.tasks.find((task) => task.id === jobId)).toMatchObject({ state: 'error', error: 'Lỗi: Địa chỉ của tệp thuộc mạng nội bộ: không được phép tải.' });
    expect(openai.count('chat')).toBe(0);
  }, 30_000);

  it('holds a learner to 100 OCR pages a day, in Vietnamese', async () => {
    const quota = t!.app.get(OcrPageQuota);
    const learner = (await callers.learner.get('/profile').expect(200)).body as { id: string };
    // The scans above took 2 pages (upload: scan and mixed) of the learner's day, the row tasks 1 more.
    await expect(quota.take(learner.id, false, 98)).rejects.toMatchObject({ status: 429, message: 'Bạn đã dùng hết 100 trang OCR hôm nay. Vui lòng thử lại vào ngày mai.' });
    await quota.take(learner.id, false, 97);
    expect((await upload(callers.learner, files['scan.pdf']).expect(429)).body.message).toBe('Bạn đã dùng hết 100 trang OCR hôm nay. Vui lòng thử lại vào ngày mai.');
    // A text PDF needs no OCR page; admins are not counted.
    await upload(callers.learner, files['text.pdf']).expect(200);
    await quota.take('admin', true, 1000);
  }, 30_000);

  it('takes 20 rows through an API restart: none lost, none doubled', async () => {
    openai.answerWith = () => REPLY;
    openai.script('chat', 'ok', 'ok', 'hang');
    const rows = await Promise.all(Array.from({ length: 20 }, (_, index) => rowByUrl(`${base}/text.pdf?n=${index + 1}`)));
    const queued = (await callers.admin.post(DOCUMENT_SUMMARY_ROUTES.ocr('industry_report')).send({ rowIds: rows.map((row) => row.id), status: 'published' }).expect(202)).body as OcrQueued;
    expect(queued.jobIds).toHaveLength(20);
    await readUntil('the third call hangs', () => queue(callers.admin), (view) => openai.count('chat') >= 3 && view.processing === 1);
    await t!.app.close();
    t = await startTestApp(env, options);
    callers = await signInCallers(t, { learner });
    const after = await settled(callers.admin, queued.jobIds, 90_000);
    expect(queued.jobIds.map((id) => after.tasks.find((task) => task.id === id)?.state)).toEqual(Array(20).fill('done'));
    expect(openai.count('chat')).toBe(21);
    for (const row of rows) {
      const { data } = (await callers.learner.get(DOCUMENT_SUMMARY_ROUTES.summaries('industry_report')).query({ rowId: row.id }).expect(200)).body as { data: AiSummaryRecord[] };
      expect([row.id, data.length, data[0]?.status]).toEqual([row.id, 1, 'published']);
    }
  }, 120_000);

  describe('who may use the OCR tool', () => {
    const snapshot = async () => ({ head: await store().committedHead() });
    accessMatrix({
      callers: () => callers,
      snapshot,
      order: ['visitor', 'expired', 'learner', 'admin'],
      rows: [
        { name: 'GET /api/data-tables/ocr/queue', call: (a) => a.get(DOCUMENT_SUMMARY_ROUTES.queue), expect: { visitor: 401, expired: 403, learner: 200, admin: 200 } },
        { name: 'GET /api/data-tables/{dataset}/analysed', call: (a) => a.get(DOCUMENT_SUMMARY_ROUTES.analysed('industry_report')), expect: { visitor: 401, expired: 403, learner: 200, admin: 200 } },
        { name: 'POST /api/pdf/upload', call: (a) => a.post(DOCUMENT_SUMMARY_ROUTES.pdfUpload).attach('file', files['text.pdf'], 'a.pdf'), expect: { visitor: 401, expired: 403, learner: 200, admin: 200 } },
        { name: 'POST /api/data-tables/{dataset}/ocr', call: (a) => a.post(DOCUMENT_SUMMARY_ROUTES.ocr('company_report')).send({ rowIds: ['khong-co'] }), expect: { visitor: 401, expired: 403, learner: 202, admin: 202 }, writes: true },
        { name: 'DELETE /api/data-tables/ocr/queue/{taskId}', call: (a) => a.delete(DOCUMENT_SUMMARY_ROUTES.task('ocr-summary.khong-co')), expect: { visitor: 401, expired: 403, learner: 404, admin: 404 }, writes: true },
      ],
    });

    it('holds learners to their daily AI limit: one call reserved per row', async () => {
      await callers.admin.put('/api/ai/settings').send({ perUserDaily: 1 }).expect(200);
      try {
        openai.answerWith = () => REPLY;
        const rows = await Promise.all(['text.pdf?n=1', 'text.pdf?n=2'].map((path) => rowByUrl(`${base}/${path}`)));
        const refused = await callers.learner.post(DOCUMENT_SUMMARY_ROUTES.ocr('industry_report')).send({ rowIds: rows.map((row) => row.id) });
        // The learner's day is spent by the rows it ran above: refused before anything is queued.
        expect(refused.status).toBe(429);
        expect(refused.body.code).toBe('AI_DAILY_LIMIT');
      } finally {
        await callers.admin.put('/api/ai/settings').send({ perUserDaily: null }).expect(200);
      }
    });
  });

  it("follows the admins' OCR setting: its hosts replace OCR_ALLOWED_HOSTS, and learners can be shut out", async () => {
    await callers.admin.post('/api/setting').send({ type: 'OCR_SETTING', setting: { allowedHosts: ['cafef.vn'], learnersEnabled: false } }).expect(201);
    const closed = 'Quản trị viên đã tắt công cụ OCR và tóm tắt AI cho học viên.';
    const row = await rowByUrl(`${base}/text.pdf`);
    expect((await callers.learner.post(DOCUMENT_SUMMARY_ROUTES.ocr('industry_report')).send({ rowIds: [row.id] }).expect(403)).body.message).toBe(closed);
    expect((await upload(callers.learner, files['text.pdf']).expect(403)).body.message).toBe(closed);
    await upload(callers.admin, files['text.pdf']).expect(200);
    const queued = (await callers.admin.post(DOCUMENT_SUMMARY_ROUTES.ocr('industry_report')).send({ rowIds: [row.id] }).expect(202)).body as OcrQueued;
    const view = await settled(callers.admin, queued.jobIds);
    expect(view.tasks.find((task) => task.id === queued.jobIds[0])).toMatchObject({ state: 'error', error: 'Lỗi: Máy chủ của tệp không nằm trong danh sách được phép.' });
  });
});
