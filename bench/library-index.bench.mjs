// The library index (issue 28 §5): recall@5 of the hybrid and the keyword search over the labelled questions (the
// sample library plus 1,000 generated items, embedded by the test embedder), then the speed over 50,000 chunks of 768
// dimensions: a learner's search (one client, four clients), embedding 10,000 items with a provider answering at once,
// rebuilding the vectors from the cache with no provider call, and the memory the 50,000 chunks add.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFileSync } from '@swc/core';
import { EMPTY_INFO, sourceChunks, startOfVietnamDay, userDecider, userStreamId, validityPeriod } from '@k9/domain';
import { CommandPath } from '../apps/api/dist/platform/commands/command-path.js';
import { DeciderCommand } from '../apps/api/dist/platform/commands/decider-command.js';
import { PG_POOL } from '../apps/api/dist/platform/event-store/event-store.token.js';
import { hashPassword } from '../apps/api/dist/modules/identity/password.js';
import { USER_PROJECTION } from '../apps/api/dist/modules/identity/projections/identity-user/identity-user.projection.js';
import { KeywordSearch } from '../apps/api/dist/modules/library-index/keyword-search.js';
import { LibraryIndex } from '../apps/api/dist/modules/library-index/library-index.js';
import { LibraryEmbedder } from '../apps/api/dist/modules/library-index/embedding/library-embedder.js';
import { VectorSpaces } from '../apps/api/dist/modules/library-index/embedding/vector-spaces.js';
import { startAiApi, startFakeOpenAi } from './ai-harness.mjs';
import { print, printPercentile, timedCalls } from './harness.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = ['apps/api/test/fakes/test-embedder.ts', 'apps/api/test/fixtures/library-questions/generated-items.ts', 'apps/api/test/fixtures/library-questions/questions.ts', 'apps/api/test/fixtures/library-questions/recall.ts'];
/** INDEX_BENCH_ITEMS and INDEX_BENCH_RECALL=false make a quick run while working on the index; the figures need the defaults. */
const SPEED_ITEMS = Number(process.env.INDEX_BENCH_ITEMS ?? 10_000);
const CHUNKS_PER_ITEM = 5;
const MODEL = 'text-embedding-3-small';
const ADMIN = { isAdmin: true };

/** The test embedder and the labelled set are TypeScript beside the tests: compiled here (swc) into dist, where '@k9/domain' resolves. */
export async function loadFixtures() {
  const out = join(ROOT, 'apps/api/dist/bench-fixtures');
  rmSync(out, { recursive: true, force: true });
  for (const file of FIXTURES) {
    const target = join(out, relative('apps/api/test', file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, transformFileSync(join(ROOT, file), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }).code);
  }
  const load = (path) => import(join(out, path));
  return {
    embedder: await load('fakes/test-embedder.js'),
    items: await load('fixtures/library-questions/generated-items.js'),
    questions: await load('fixtures/library-questions/questions.js'),
    recall: await load('fixtures/library-questions/recall.js'),
  };
}

/** The fake provider: OpenAI's embeddings answer, each text embedded by the test embedder, at once. */
export const startEmbedder = (testEmbedding) =>
  startFakeOpenAi(({ body, response }) => {
    const input = Array.isArray(body.input) ? body.input : [String(body.input)];
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ object: 'list', model: body.model, data: input.map((text, index) => ({ object: 'embedding', index, embedding: testEmbedding(text) })), usage: { prompt_tokens: 1, total_tokens: 1 } }));
  });

export async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function parallel(items, width, work) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  }));
}

/** recall@5 of both searches over the labelled questions, each record named by its label (sample title or generated key). */
async function recall(api, fixtures) {
  const labelOf = new Map();
  const items = fixtures.items.generatedItems();
  await parallel(items, 6, async (item) => {
    const created = await api.call('POST', '/api/k9', { type: item.type, title: item.title, summary: item.summary, detail: item.detail, status: 'published', isPublic: true });
    labelOf.set(`news:${created.id}`, `generated:${item.key}`);
  });
  const pool = api.app.get(PG_POOL);
  for (const row of (await pool.query(`SELECT id, fields->>'title' AS title FROM content_record`)).rows) {
    if (!labelOf.has(`news:${row.id}`)) labelOf.set(`news:${row.id}`, `sample:${row.title}`);
  }
  await waitFor('the library to be embedded', async () => {
    const { rows } = await pool.query(`SELECT count(*) FILTER (WHERE embed_state = 'embedded')::int AS done, count(*) FILTER (WHERE chunks > 0)::int AS all FROM library_source`);
    return rows[0].all >= items.length && rows[0].done === rows[0].all;
  }, 600_000);
  const questions = fixtures.questions.LIBRARY_QUESTIONS;
  const targets = new Map(questions.map((question) => [question.q, fixtures.questions.targetLabel(question.target)]));
  const labels = (results) => [...new Set(results.map((row) => labelOf.get(`${row.table}:${row.sourceId}`) ?? `${row.table}:${row.sourceId}`))];
  const hybrid = [];
  const keyword = [];
  const index = api.app.get(LibraryIndex);
  const keywords = api.app.get(KeywordSearch);
  for (const { q } of questions) {
    const found = await index.search(ADMIN, { q, k: 5 });
    if (found.searchMethod !== 'hybrid') throw new Error(`search was ${found.searchMethod}, not hybrid`);
    hybrid.push({ q, hits: labels(found.results) });
    keyword.push({ q, hits: labels((await keywords.search(ADMIN, { q, k: 5, threshold: 0.02, tables: ['news', 'report'] })).results) });
  }
  const paraphrases = questions.filter((question) => question.kind === 'paraphrase').map((question) => question.q);
  const others = (results) => results.filter((row) => !paraphrases.includes(row.q));
  const only = (results) => results.filter((row) => paraphrases.includes(row.q));
  const at5 = (results) => fixtures.recall.recallAtK(results, targets, 5).toFixed(3);
  const what = `${questions.length} labelled questions (${paraphrases.length} paraphrases sharing no content word with their target), sample library + ${items.length} generated items, test embedder`;
  print('rag_recall_at_5_hybrid', at5(hybrid), '', `${what}; target >= 0.9`);
  print('rag_recall_at_5_keyword', at5(keyword), '', `${what}; target >= 0.8`);
  print('rag_recall_at_5_hybrid_without_paraphrases', at5(others(hybrid)), '', `the ${questions.length - paraphrases.length} questions that share words with their target`);
  print('rag_recall_at_5_hybrid_paraphrases', at5(only(hybrid)), '', 'a bag-of-syllables embedder cannot find what shares no syllable: a semantic model would');
}

/** 10,000 items of 5 chunks each (50,000 chunks of about 1,000 characters) written straight into the chunk index, a fifth for one class. */
export async function speedChunks(pool, fixtures, classId) {
  const items = fixtures.items.generatedItems();
  const text = (i, position) => {
    const item = items[i % items.length];
    return `${item.title} (${i}.${position})\n${item.detail}`.slice(0, 1000);
  };
  for (let start = 0; start < SPEED_ITEMS; start += 1000) {
    const rows = [];
    for (let i = start; i < start + 1000; i++) for (let position = 0; position < CHUNKS_PER_ITEM; position++) {
      const body = text(i, position);
      rows.push({ id: 1_000_000 + i, position, text: body, lexemes: [...new Set(sourceChunks({ text: body }).flatMap((chunk) => chunk.lexemes))].join(' '), isPublic: i % 5 !== 0 });
    }
    await pool.query(
      `INSERT INTO library_chunk (source_table, source_id, position, type, text, text_hash, published, skipped, is_public, allowed_user_class, title_folded, search_vector)
       SELECT 'news', r.id, r.position, 'library', r.text, encode(sha256(convert_to(r.text, 'UTF8')), 'hex'), true, false, r."isPublic",
              CASE WHEN r."isPublic" THEN '{}'::int[] ELSE ARRAY[$2::int] END, k9_fold(split_part(r.text, E'\\n', 1)), array_to_tsvector(string_to_array(r.lexemes, ' '))
       FROM jsonb_to_recordset($1::jsonb) AS r(id int, position int, text text, lexemes text, "isPublic" boolean)`,
      [JSON.stringify(rows), classId],
    );
    await pool.query(
      // An error on record keeps the watch job's catch-up off them: only the timed run below embeds them.
      `INSERT INTO library_source (source_table, source_id, text_hash, chunks, indexed_at, embed_error)
       SELECT 'news', g, 'bench', ${CHUNKS_PER_ITEM}, now(), 'bench' FROM generate_series($1::int, $2::int) AS g`,
      [1_000_000 + start, 1_000_000 + start + 999],
    );
  }
  // As autovacuum would after such a load: the planner's estimates of the new rows.
  await pool.query('ANALYZE library_chunk; ANALYZE library_source');
  return Array.from({ length: SPEED_ITEMS }, (_, i) => ({ table: 'news', id: 1_000_000 + i }));
}

export async function learner(api, classId) {
  const id = randomUUID();
  const username = `bench_tv_${id.slice(0, 6)}`;
  const password = 'bench-hoc-vien-123';
  const now = new Date().toISOString();
  const data = { userId: id, email: null, username, name: 'Học viên', isAdmin: false, passwordHash: await hashPassword(password), source: 'admin', now, info: { ...EMPTY_INFO, ...validityPeriod(startOfVietnamDay(Date.now()), 30) }, mustChangePassword: false };
  const metadata = { actorId: null, actorEmail: 'bench@k9.local', correlationId: randomUUID(), causationId: randomUUID(), occurredAt: now };
  await api.app.get(CommandPath).execute(new DeciderCommand(userDecider, userStreamId(id), { type: 'CreateUser', data }, metadata), [USER_PROJECTION]);
  const user = (await api.call('GET', '/api/user')).result.find((row) => row.id === id);
  await api.call('PUT', `/api/user/${id}`, { name: user.name, username: user.username, info: { startDate: new Date().toISOString().slice(0, 10), durationDays: 30 }, id_user_class: [classId] });
  const login = await fetch(`${api.base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (login.status >= 300) throw new Error(`learner login: ${login.status}`);
  return login.headers.get('set-cookie').split(';')[0];
}

async function speed(api, fake, fixtures) {
  const pool = api.app.get(PG_POOL);
  // The sample library (and the recall's items) embedded first: nothing else calls the provider while this is timed.
  await waitFor('the library to be embedded', async () => (await pool.query(`SELECT count(*)::int AS n FROM library_source WHERE chunks > 0 AND embed_state <> 'embedded'`)).rows[0].n === 0, 600_000);
  const classId = (await api.call('POST', '/api/user-class', { name: 'Lớp đo' })).data.id;
  const refs = await speedChunks(pool, fixtures, classId);
  const embedder = api.app.get(LibraryEmbedder);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  const outcome = await embedder.embedSources(refs, { actor: null }, MODEL);
  const embedSeconds = (performance.now() - started) / 1000;
  if (outcome.failed || outcome.chunks !== SPEED_ITEMS * CHUNKS_PER_ITEM) throw new Error(`embedding: ${JSON.stringify(outcome)}`);
  print('index_10k_items_s', embedSeconds.toFixed(1), 's', `${SPEED_ITEMS} items of ${CHUNKS_PER_ITEM} chunks (${outcome.chunks} vectors of 768), the fake provider answering at once (its own hashing included); target <= 60`);
  const space = (await api.app.get(VectorSpaces).state()).active;
  const callsBefore = fake.calls.length;
  started = performance.now();
  const rebuilt = await embedder.rebuild(space);
  if (!rebuilt) throw new Error('a rebuild was already running');
  const rebuildSeconds = (performance.now() - started) / 1000;
  if (fake.calls.length !== callsBefore) throw new Error('the rebuild called the provider');
  print('index_rebuild_50k_chunks_s', rebuildSeconds.toFixed(1), 's', `${rebuilt.chunks} chunks from the chunk index and the cache, 0 provider calls; target <= 30`);
  const cookie = await learner(api, classId);
  const items = fixtures.items.generatedItems();
  const question = (n) => `${items[(n * 7) % items.length].title.split(' ').slice(0, 6).join(' ')} ${n}`;
  const searchOnce = async (n) => {
    const response = await fetch(`${api.base}/api/library-index/search?q=${encodeURIComponent(question(n))}`, { headers: { cookie } });
    const body = await response.json();
    if (response.status !== 200 || body.searchMethod !== 'hybrid') throw new Error(`search: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  };
  const one = await timedCalls(searchOnce, { runs: 200, warmup: 20 });
  printPercentile('rag_search_p95_ms', one, { what: `GET /api/library-index/search as a learner of one class, over ${SPEED_ITEMS * CHUNKS_PER_ITEM + 1000}+ chunks of 768, a new question each time (embedded by the fake at once), one client`, target: '<= 100' });
  const four = await timedCalls((n) => searchOnce(10_000 + n), { runs: 200, warmup: 20, concurrency: 4 });
  printPercentile('rag_search_p95_ms_4_clients', four, { what: 'the same, four clients at once' });
  global.gc?.();
  print('index_memory_mb', ((process.memoryUsage().rss - rssBefore) / 1048576).toFixed(0), 'MB', 'resident memory of the process added by embedding, rebuilding and searching the 50,000 chunks (the fake provider runs in it too)');
}

export async function benchLibraryIndex(services) {
  const fixtures = await loadFixtures();
  const fake = await startEmbedder(fixtures.embedder.testEmbedding);
  const dataDir = mkdtempSync(join(tmpdir(), 'k9-bench-index-'));
  const api = await startAiApi({
    services,
    databaseUrl: await services.freshDatabase(),
    dataDir,
    fakeUrl: fake.url,
    jobs: { prefix: `k9-bench-index-${randomUUID().slice(0, 8)}`, shutdownTimeoutMs: 500 },
    env: {
      SEED_SAMPLE_CONTENT: 'true',
      // Hundreds of new questions from one learner: the daily AI limit and the minute's allowance are not what is measured.
      LIBRARY_SEARCHES_PER_MINUTE: '1000000',
      AI_DAILY_CALLS_PER_USER: '1000000',
      JOBS_PREFIX: `k9-bench-index-${randomUUID().slice(0, 8)}`, ...(process.env.INDEX_BENCH_LOG ? { LOG_LEVEL: process.env.INDEX_BENCH_LOG } : {}) },
  });
  try {
    if (process.env.INDEX_BENCH_RECALL !== 'false') await recall(api, fixtures);
    await speed(api, fake, fixtures);
  } finally {
    await api.app.close();
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
