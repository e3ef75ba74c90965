import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { PROMPT_TEMPLATE_SETTING } from '@k9/domain';
import { createOrm } from '../src/platform/database/orm.js';
import { SETTING_PROJECTION } from '../src/modules/site/projections/site-setting/site-setting.projection.js';
import { createTestDatabase, spawnedJobsPrefix } from './helpers/test-database.js';

const REBUILD = resolve('apps/api/dist/cli/rebuild.js');
const EVENTS = 2_000;
/** Characters of each event's text: with its envelope, every event weighs a little over 200 kB. */
const TEXT = 200_000;
const HEAP_MB = 256;

/** The highest resident size (VmHWM) a running process reached so far, in MB; null once it is gone. */
const peakRssMb = (pid: number): number | null => {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
};

/**
 * The probe's attack left one personal stream of whole prompt-template lists (300 events, 908 MB): a restart then ran
 * out of a 3.8 GB heap, the read models reading 1,000 events a batch. Here a stream of 2,000 such events of 200 kB
 * (400 MB) is rebuilt by `npm run projections:rebuild -- site-setting` in a process of 256 MB of heap: the log is read in pages
 * bounded by bytes, so it finishes, and the read model holds the stream's last value. (Before, a catch-up read 1,000
 * of them, 200 MB of JSON and several times that parsed, at once.)
 */
describe('a projection rebuild over 400 MB of events in a 256 MB heap', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'k9-rebuild-'));
  const streamId = `setting-${randomUUID()}`;
  const ownerId = randomUUID();
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    await (await createOrm(db.url)).close();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    // Written with SQL (whole lists, as an old release saved them), weighed as migration 078 weighs stored events:
    // appending 400 MB through the store would take most of this test's time. The text repeats, so PostgreSQL keeps
    // it compressed on disk; read back, each event is 200 kB again.
    await pool.query(`INSERT INTO streams (stream_id, version) VALUES ($1, $2)`, [streamId, EVENTS]);
    await pool.query(
      `INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata)
       SELECT gen_random_uuid(), $1, n, 'SettingSaved',
              jsonb_build_object('settingId', $2::text, 'type', $3::text, 'ownerId', $2::text,
                'setting', jsonb_build_array(jsonb_build_object('id', n, 'name', 'Mẫu ' || n, 'content', left(repeat(md5(n::text), $4 / 32 + 1), $4)))),
              jsonb_build_object('actorId', $2::text, 'actorEmail', null, 'correlationId', gen_random_uuid(), 'causationId', gen_random_uuid(), 'occurredAt', now())
       FROM generate_series(1, $5) AS n`,
      [streamId, ownerId, PROMPT_TEMPLATE_SETTING, TEXT, EVENTS],
    );
    await pool.query(`UPDATE events SET size_bytes = octet_length(type) + octet_length(data::text) + octet_length(metadata::text) WHERE size_bytes IS NULL`);
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes, and the read model has the stream\'s last value', async () => {
    const { rows: weight } = await pool.query<{ mb: number }>(`SELECT (sum(octet_length(data::text)) / 1048576)::float AS mb FROM events WHERE stream_id = $1`, [streamId]);
    expect(weight[0].mb).toBeGreaterThan(380);

    const started = performance.now();
    // The read model this stream feeds (`all` replays every read model over the same 400 MB, one after another).
    const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, REBUILD, SETTING_PROJECTION], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: db.url,
        REDIS_URL: process.env.K9_TEST_REDIS_URL,
        JOBS_PREFIX: spawnedJobsPrefix(dataDir),
        DATA_DIR: dataDir,
        SESSION_SECRET: 'rebuild-test-secret-of-enough-length',
        SEED_SAMPLE_CONTENT: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, peakRssMb(child.pid!) ?? peak)), 100);
    const code = await new Promise<number | null>((done) => child.once('exit', (exitCode) => done(exitCode)));
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    // The figures the README quotes (printed, not asserted: they depend on the machine).
    console.log(`rebuild of ${EVENTS} events of ${TEXT / 1000} kB in a ${HEAP_MB} MB heap: ${seconds.toFixed(1)} s, peak RSS ${peak.toFixed(0)} MB`);

    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    expect(output).toMatch(new RegExp(`Đã dựng lại ${SETTING_PROJECTION} trong`));
    const { rows } = await pool.query<{ version: number; id: number }>(
      `SELECT version, (setting -> 0 ->> 'id')::int AS id FROM site_setting WHERE stream_id = $1`,
      [streamId],
    );
    expect(rows).toEqual([{ version: EVENTS, id: EVENTS }]);
  }, 300_000);
});
