// content_import_10k_rows_s (issue 11 §6): an Excel file of 10,000 rows (details of 2-5 kB of Vietnamese text) from
// upload to visible: POST /api/k9/import/file (server-side parse and checks, preview), POST /confirm (a BullMQ job
// that creates the records through the content command path), until GET /api/k9/import/{id} says completed, which it
// says only once the list's read model shows every record; the list is then read to check.
import { randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { createApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { BENCH_ADMIN, benchAppEnv, print } from './harness.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const ADMIN = BENCH_ADMIN;
const WORDS = (
  'doanh nghiệp thị trường khách hàng lợi nhuận dòng tiền chiến lược cạnh tranh sản phẩm dịch vụ giá bán chi phí vốn đầu tư tăng trưởng ' +
  'quản trị nhân sự thương hiệu kênh phân phối rủi ro kinh tế vĩ mô lãi suất tỷ giá lạm phát xuất khẩu nhập công nghệ số hóa'
).split(' ');
const random = (seed) => () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);

function text(next, minBytes, maxBytes) {
  const target = minBytes + Math.floor(next() * (maxBytes - minBytes));
  const parts = [];
  let bytes = 0;
  while (bytes < target) {
    const line = Array.from({ length: 8 + Math.floor(next() * 10) }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ') + '.';
    parts.push(line);
    bytes += Buffer.byteLength(line) + 1;
  }
  return parts.join(' ');
}

function workbook() {
  const next = random(11);
  const rows = [['Title', 'Summary', 'Detail', 'Category', 'Tag4', 'isPublic']];
  for (let i = 0; i < ROWS; i++) {
    rows.push([`Bài học kinh doanh ${i + 1}`, text(next, 150, 300), text(next, 2_000, 5_000), 'Mô hình', `Program ${1 + (i % 8)}`, i % 4 === 0 ? 'false' : 'true']);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Dữ liệu');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
}

export async function benchContentImport(services) {
  const databaseUrl = await services.freshDatabase();
  const config = loadConfig(benchAppEnv('import'));
  // Its own Redis key prefix: no other process's workers take these jobs.
  const app = await createApp(config, { databaseUrl, redisUrl: services.redisUrl }, { jobs: { prefix: `bench${randomBytes(3).toString('hex')}` } });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  try {
    const login = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const file = workbook();
    const form = new FormData();
    form.append('files', new Blob([file]), 'muoi-nghin-dong.xlsx');
    const started = performance.now();
    const previewed = await fetch(`${base}/api/k9/import/file?type=news`, { method: 'POST', headers: { cookie }, body: form });
    const preview = await previewed.json();
    if (previewed.status !== 201 || preview.validRows !== ROWS) throw new Error(`preview: ${previewed.status} ${JSON.stringify(preview).slice(0, 300)}`);
    const previewSeconds = (performance.now() - started) / 1000;
    const confirmed = await fetch(`${base}/api/k9/import/${preview.importId}/confirm`, { method: 'POST', headers: { cookie } });
    if (confirmed.status !== 202) throw new Error(`confirm: ${confirmed.status} ${await confirmed.text()}`);
    for (;;) {
      const state = await (await fetch(`${base}/api/k9/import/${preview.importId}`, { headers: { cookie } })).json();
      if (state.status === 'completed') break;
      if (state.status === 'failed') throw new Error(`import failed: ${state.failure}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const list = await (await fetch(`${base}/api/k9/type/news?pageSize=100`, { headers: { cookie } })).json();
    if (list.total !== ROWS) throw new Error(`the list shows ${list.total} records, not ${ROWS}`);
    const megabytes = (file.length / 1024 / 1024).toFixed(1);
    print('content_import_10k_rows_s', seconds.toFixed(1), 's', `${ROWS} rows, ${megabytes} MB .xlsx, upload to visible (preview ${previewSeconds.toFixed(1)} s); target <= 30`);
  } finally {
    await app.close();
  }
}
