// content_list_page_p95_ms and content_search_p95_ms on 100,000 generated content records (issue 11 §6): details of
// 2-5 kB of Vietnamese text, 12 categories, 8 programs, a quarter non-public. The records are appended as events in
// batches straight into the event store's tables (one ContentCreated per stream, as the create command writes it),
// then the content_record projection catches up; both times are printed.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { contentDefaults } from '@k9/domain';
import { createApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { ProjectionsService } from '../apps/api/dist/platform/projections/projections.service.js';
import { BENCH_ADMIN, benchAppEnv, percentile, print } from './harness.mjs';

const RECORDS = Number(process.env.BENCH_CONTENT_RECORDS ?? 100_000);
const BATCH = 1_000;
const ADMIN = BENCH_ADMIN;
const CATEGORIES = ['Lý thuyết', 'Khái niệm', 'Nguyên tắc kinh doanh', 'Khung phân tích', 'Mô hình', 'Phương pháp luận', 'Công cụ & kỹ thuật', 'Các báo cáo ngành - vĩ mô', 'Best Practices', 'Case Studies', 'Tài nguyên khác', 'Kinh tế vỉa hè'];
const PROGRAMS = Array.from({ length: 8 }, (_, i) => `Program ${i + 1}`);
// Vietnamese syllables: random text over them makes a two-syllable phrase rare enough to search for (a few % of records).
const WORDS = (
  'doanh nghiệp thị trường khách hàng lợi nhuận dòng tiền chiến lược cạnh tranh sản phẩm dịch vụ giá bán chi phí vốn đầu tư tăng trưởng ' +
  'quản trị nhân sự thương hiệu kênh phân phối rủi ro kinh tế vĩ mô lãi suất tỷ giá lạm phát xuất khẩu nhập công nghệ số hóa ' +
  'đổi mới sáng tạo khởi cổ phần định báo cáo tài chính biên hàng tồn kho chuỗi cung ứng năng suất chất lượng mua người dùng ' +
  'thu nhập tiêu hệ thống vận hành kế hoạch mục tiêu kết quả phát triển nguồn lực công ty ngành nghề học hỏi bài toán giải pháp ' +
  'ý tưởng khởi điểm quy mô lớn nhỏ vừa bền vững xanh sạch an toàn hiệu quả nhanh chậm mạnh yếu cao thấp mới cũ'
).split(' ');
/** A deterministic pseudo-random sequence, so that every run measures the same library. */
const random = (seed) => () => {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

function text(next, minBytes, maxBytes) {
  const target = minBytes + Math.floor(next() * (maxBytes - minBytes));
  const parts = [];
  let bytes = 0;
  while (bytes < target) {
    const sentence = Array.from({ length: 8 + Math.floor(next() * 10) }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
    const line = sentence.charAt(0).toUpperCase() + sentence.slice(1) + '.';
    parts.push(line);
    bytes += Buffer.byteLength(line) + 1;
  }
  return parts.join(' ');
}

function record(id, next) {
  const programs = PROGRAMS.filter(() => next() < 0.25);
  const isPublic = id % 4 !== 0;
  const fields = {
    ...contentDefaults('news', { kind: 'import', importId: 'bench', row: id }),
    title: `${WORDS[id % WORDS.length]} ${WORDS[(id * 7) % WORDS.length]} số ${id}`,
    summary: text(next, 150, 300),
    detail: text(next, 2_000, 5_000),
    category: CATEGORIES[id % CATEGORIES.length],
    tag4: programs,
    isPublic,
    allowed_user_class: isPublic ? [] : [1 + (id % 3)],
    imgUrls: id % 5 === 0 ? [`/files/2026/01/${randomUUID()}.png`] : [],
  };
  return { id, fields };
}

async function appendRecords(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const next = random(42);
  try {
    await pool.query(`SELECT setval('content_id_seq', $1)`, [RECORDS]);
    for (let from = 1; from <= RECORDS; from += BATCH) {
      const rows = [];
      for (let id = from; id < Math.min(from + BATCH, RECORDS + 1); id++) {
        const { fields } = record(id, next);
        const occurredAt = new Date(Date.UTC(2026, 0, 1) + id * 1000).toISOString();
        rows.push({
          event_id: randomUUID(),
          stream_id: `content-${id}`,
          data: { contentId: id, type: 'news', fields, importId: 'bench', row: id },
          metadata: { actorId: null, actorEmail: 'bench@k9.local', correlationId: randomUUID(), causationId: 'bench', occurredAt },
        });
      }
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`INSERT INTO streams (stream_id, version) SELECT r.stream_id, 1 FROM jsonb_to_recordset($1::jsonb) AS r(stream_id text)`, [JSON.stringify(rows.map(({ stream_id }) => ({ stream_id })))]);
        await client.query(
          `INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata)
           SELECT r.event_id, r.stream_id, 1, 'ContentImported', r.data, r.metadata FROM jsonb_to_recordset($1::jsonb) AS r(event_id uuid, stream_id text, data jsonb, metadata jsonb)`,
          [JSON.stringify(rows)],
        );
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }
  } finally {
    await pool.end();
  }
}

async function holdsLibrary(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM streams WHERE stream_id LIKE 'content-%'`);
    return rows[0].n >= RECORDS;
  } finally {
    await client.end();
  }
}

const runLoad = (urls, headers, check, durationMs = 10_000) =>
  new Promise((resolve, reject) => {
    const child = fork(new URL('./content-load.mjs', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', resolve);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`))));
    child.send({ urls, headers, concurrency: 10, durationMs, check });
  });

export async function benchContent(services) {
  // BENCH_CONTENT_DATABASE_URL (a database this bench filled before, or an empty one): measure the reads again without
  // appending and projecting the library once more. The database is kept.
  const kept = process.env.BENCH_CONTENT_DATABASE_URL;
  const databaseUrl = kept ?? (await services.freshDatabase());
  const config = loadConfig(benchAppEnv('content'));
  const app = await createApp(config, { databaseUrl, redisUrl: services.redisUrl });
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const login = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = login.headers.get('set-cookie').split(';')[0];

    let started = performance.now();
    if (!kept || !(await holdsLibrary(databaseUrl))) await appendRecords(databaseUrl);
    const appendSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const projections = app.get(ProjectionsService);
    const head = await (async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query('SELECT max(global_position)::int AS head FROM events');
      await client.end();
      return rows[0].head;
    })();
    projections.wakeAll();
    await projections.waitFor(head, ['content-record'], 1_800_000);
    const projectSeconds = (performance.now() - started) / 1000;
    // The reads are measured on a server at rest: every other read model has passed the library's events too.
    await projections.waitFor(head, projections.names(), 1_800_000);
    // What autovacuum does after a bulk load, at once: statistics for the planner, the GIN pending list merged.
    const maintenance = new pg.Client({ connectionString: databaseUrl });
    await maintenance.connect();
    await maintenance.query('VACUUM (ANALYZE) content_record');
    // BENCH_CONTENT_EXPLAIN=1: the plans of a list page, its facets and a search, on stderr.
    if (process.env.BENCH_CONTENT_EXPLAIN) {
      const where = `c.type = 'news' AND c.category = 'Lý thuyết' AND c.tag4 @> ARRAY['Program 2']::text[]`;
      for (const sql of [
        // The shape of ContentRepository's page-with-facets query (one scan of the filtered records).
        `WITH f AS MATERIALIZED (SELECT c.id, c.category, c.tag1, c.tag2, c.tag3, c.tag4 FROM content_record c WHERE ${where}),
           page AS (SELECT id FROM f ORDER BY id DESC LIMIT 100 OFFSET 200)
         SELECT r.id, NULL, r.item FROM page JOIN content_record r ON r.id = page.id
         UNION ALL SELECT count(*)::int, NULL, NULL FROM f UNION ALL SELECT count(*)::int, p, NULL FROM f, unnest(f.tag4) AS p GROUP BY p`,
        `WITH f AS MATERIALIZED (SELECT c.id, c.tag4 FROM content_record c WHERE c.type = 'news' AND (c.search_vector @@ '''kinh_te'':*'::tsquery OR c.title_folded LIKE '%kinh te%')),
           page AS (SELECT id FROM f ORDER BY id DESC LIMIT 100)
         SELECT r.id, r.item FROM page JOIN content_record r ON r.id = page.id UNION ALL SELECT count(*)::int, NULL FROM f`,
      ]) {
        const { rows } = await maintenance.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
        console.error(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    }
    await maintenance.end();
    print('content_bench_append_s', appendSeconds.toFixed(1), 's', `${RECORDS} ContentImported events in batches of ${BATCH}`);
    print('content_bench_projection_s', projectSeconds.toFixed(1), 's', `content_record read model (folded full-text vector, facet columns) caught up`);

    const headers = { cookie, 'accept-encoding': 'gzip' };
    // A filtered page of 100 with facet counts: one category and one program, pages 1-5, as the management table asks.
    const listUrls = CATEGORIES.flatMap((category, c) =>
      [1, 2, 3, 4, 5].map((page) => `${base}/api/k9/type/news?${new URLSearchParams({ category, tag4: PROGRAMS[(c + page) % 8], page: String(page), pageSize: '100' })}`),
    );
    const searches = ['kinh te', 'loi nhuan', 'dong tien', 'cung ung', 'dinh gia', 'lam phat', 'khoi nghiep', 'thuong hieu', 'ty gia', 'tai chinh'];
    const searchUrls = searches.map((search) => `${base}/api/k9/type/news?${new URLSearchParams({ search, pageSize: '100' })}`);
    await runLoad(listUrls, headers, 'facets', 2_000);
    const list = await runLoad(listUrls, headers, 'facets');
    if (list.failed) throw new Error(`list: ${list.failed} failed answers, e.g. ${list.failures.join(', ')}`);
    print('content_list_page_p95_ms', percentile(list.latencies, 95).toFixed(1), 'ms',
      `GET /api/k9/type/news?category&tag4&page&pageSize=100 with facets, ${RECORDS} records, 10 concurrent clients, ${list.latencies.length} requests (p50 ${percentile(list.latencies, 50).toFixed(1)}); target <= 150`);
    // The whole tab, pages 1-5 with facets, as a tab opens and pages on: its counts are kept between content changes.
    const tabUrls = [1, 2, 3, 4, 5].map((page) => `${base}/api/k9/type/news?${new URLSearchParams({ page: String(page), pageSize: '100' })}`);
    await runLoad(tabUrls, headers, 'facets', 2_000);
    const tab = await runLoad(tabUrls, headers, 'facets');
    if (tab.failed) throw new Error(`tab: ${tab.failed} failed answers, e.g. ${tab.failures.join(', ')}`);
    print('content_tab_page_p95_ms', percentile(tab.latencies, 95).toFixed(1), 'ms',
      `GET /api/k9/type/news?page&pageSize=100 with facets (the whole tab), 10 concurrent clients, ${tab.latencies.length} requests (p50 ${percentile(tab.latencies, 50).toFixed(1)}); target <= 100`);
    await runLoad(searchUrls, headers, 'facets', 2_000);
    const search = await runLoad(searchUrls, headers, 'facets');
    if (search.failed) throw new Error(`search: ${search.failed} failed answers, e.g. ${search.failures.join(', ')}`);
    print('content_search_p95_ms', percentile(search.latencies, 95).toFixed(1), 'ms',
      `GET /api/k9/type/news?search=<unaccented words>&pageSize=100 with facets, 10 concurrent clients, ${search.latencies.length} requests (p50 ${percentile(search.latencies, 50).toFixed(1)}); target <= 150`);
  } finally {
    await app.close();
  }
}
