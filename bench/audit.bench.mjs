// The auditors' views (issue 36 §5), over HTTP as an admin reads them:
// - audit_search_first_page_p95_ms: GET /api/audit/events filtered by actor (an id, or an e-mail every other call) and
//   a month, over a log of 1,000,000 events (written straight into the audit read model: 200 actors, 20 event types,
//   a year of history; the projection writes the same rows), the first page of 50;
// - audit_state_at_p95_ms: GET /api/audit/stream/{id}/state?at= for a content record of 1,000 events (one creation,
//   999 edits, appended to the event store), folded to its middle.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { contentStreamId } from '@k9/domain';
import { createApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { EVENT_STORE } from '../apps/api/dist/platform/event-store/event-store.token.js';
import { BENCH_ADMIN, benchAppEnv, printPercentile, timedCalls } from './harness.mjs';

const EVENTS = 1_000_000;
const ACTORS = 200;
const TYPES = ['ContentCreated', 'ContentEdited', 'ContentVisibilityChanged', 'ContentStatusChanged', 'UserCreated', 'UserDetailsChanged', 'SettingSaved', 'QuizSubmitted', 'EssayGraded', 'AiCallRecorded',
  'GenerationRequested', 'GenerationCompleted', 'GenerationPublished', 'QuestionCreated', 'QuestionEdited', 'ChatSessionCreated', 'ChatAnswerCompleted', 'FlowConfigEdited', 'AiBatchApplied', 'ContentAiRevised'];
const YEAR_START = Date.parse('2025-12-01T00:00:00Z');
const STEP_MS = (365 * 86_400_000) / EVENTS;
/** Far past any event the app writes itself: the generated rows never meet the projection's own. */
const FIRST = 1_000_000_000;

async function seedLog(pool) {
  const kinds = TYPES.map((type) => (type.startsWith('Content') ? 'content' : type.startsWith('User') ? 'user' : 'other'));
  await pool.query(
    `INSERT INTO audit_event (position, stream_id, stream_kind, version, type, occurred_at, actor_id, actor_email, correlation_id, personal, data)
     SELECT $1::bigint + n, 'content-' || (n % 50000), ($3::text[])[1 + n % 20], 1 + n / 50000, ($2::text[])[1 + n % 20],
            to_timestamp(($4::float8 + n * $5::float8) / 1000), 'bench-actor-' || (n % $6), 'nguoi-' || (n % $6) || '@k9.test', md5(n::text), false,
            jsonb_build_object('contentId', n % 50000)
     FROM generate_series(0, $7::int - 1) AS n`,
    [FIRST, `{${TYPES.join(',')}}`, `{${kinds.join(',')}}`, YEAR_START, STEP_MS, ACTORS, EVENTS],
  );
  await pool.query('ANALYZE audit_event');
}

async function seedStream(store) {
  const contentId = 987_654;
  const metadata = () => ({ actorId: null, actorEmail: 'bench@k9.local', correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString() });
  const fields = { title: 'Bản tin đo', summary: 'Tóm tắt', status: 'draft', isPublic: false };
  await store.appendToStream(contentStreamId(contentId), [{ id: randomUUID(), type: 'ContentCreated', data: { contentId, type: 'news', fields, origin: { kind: 'form' } }, metadata: metadata() }], { expectedVersion: 'no_stream' });
  for (let version = 1; version < 1000; version += 111) {
    const count = Math.min(111, 1000 - version);
    const events = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), type: 'ContentEdited', data: { contentId, changes: { title: `Bản tin đo ${version + i}` } }, metadata: metadata() }));
    await store.appendToStream(contentStreamId(contentId), events, { expectedVersion: version });
  }
  const all = await store.readStream(contentStreamId(contentId));
  return { streamId: contentStreamId(contentId), middle: all[499].globalPosition };
}

export async function benchAudit(services) {
  const databaseUrl = await services.freshDatabase();
  const config = loadConfig(benchAppEnv('audit', { LIBRARY_AUTO_EMBED: 'false' }));
  const app = await createApp(config, { databaseUrl, redisUrl: services.redisUrl }, { jobs: { prefix: `bench${randomBytes(3).toString('hex')}` } });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const login = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
    const cookie = login.headers.get('set-cookie').split(';')[0];
    const get = async (path) => {
      const response = await fetch(`${base}${path}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };

    await seedLog(pool);
    const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
    let rows = 0;
    const search = await timedCalls(
      async (n) => {
        const actor = n % 2 ? `nguoi-${n % ACTORS}@k9.test` : `bench-actor-${n % ACTORS}`;
        const month = months[n % months.length];
        const page = await get(`/api/audit/events?actor=${encodeURIComponent(actor)}&from=${month}-01&to=${month}-28`);
        rows += page.data.length;
      },
      { runs: 200, warmup: 20 },
    );
    printPercentile('audit_search_first_page_p95_ms', search, {
      what: `GET /api/audit/events by actor (id or e-mail) and a month, ${EVENTS.toLocaleString('en')} events of ${ACTORS} actors, first page of 50 (${(rows / 220).toFixed(0)} rows a page on average)`,
      target: '<= 100',
    });

    const { streamId, middle } = await seedStream(app.get(EVENT_STORE));
    const state = await timedCalls(() => get(`/api/audit/stream/${streamId}/state?at=${middle}`), { runs: 200, warmup: 20 });
    printPercentile('audit_state_at_p95_ms', state, { what: 'GET /api/audit/stream/{id}/state, a content record of 1,000 events folded to its 500th', target: '<= 50' });
  } finally {
    await pool.end();
    await app.close();
  }
}
