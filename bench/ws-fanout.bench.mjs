// ws_fanout_1000_clients_p99_ms (issue 25 §4): 1,000 signed-in learners' sockets on one API instance, half in class A
// and half in class B, hear of an edit of a public record (every socket, through readers:public) and of a record open to
// class A only (class A's sockets, through readers:class:<A>). Timed from the commit of the edit's event (the moment
// the API's event store answers the append) to the moment the last socket that may see the change has its
// 'learner.content.changed'; the note also gives the time from just before the admin's PUT /api/k9. The API runs in
// this process, as in the other API benches; the 1,000 sockets, the sign-ins and the admin's writes run in a child
// process (ws-fanout-clients.mjs), so that the clients do not share the server's event loop (they share its 2 cores).
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes, randomUUID, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { contentStreamId, EMPTY_INFO, startOfVietnamDay, userDecider, userStreamId, validityPeriod } from '@k9/domain';
import { createApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';
import { CommandPath } from '../apps/api/dist/platform/commands/command-path.js';
import { EVENT_STORE } from '../apps/api/dist/platform/event-store/event-store.token.js';
import { RealtimeHub } from '../apps/api/dist/platform/realtime/realtime-hub.js';
import { DeciderCommand } from '../apps/api/dist/platform/commands/decider-command.js';
import { USER_PROJECTION } from '../apps/api/dist/modules/identity/projections/identity-user/identity-user.projection.js';
// After app.js, which loads reflect-metadata: the contracts' DTOs need it.
import { classRecordsRoom, PUBLIC_RECORDS_ROOM } from '@k9/contracts';
import { BENCH_ADMIN, benchAppEnv, percentile, print, printPercentile } from './harness.mjs';

const SOCKETS = 1_000;
const ROUNDS = 30;
const WARMUP_ROUNDS = 3;
const ADMIN = BENCH_ADMIN;
const LEARNER_PASSWORD = 'mat-khau-hoc-vien';

/**
 * The learners' password hash, in the API's own format (`scrypt$N$r$p$salt$hash`, read back with the stored
 * parameters), with N = 2^10 instead of the API's 2^15: the 1,000 sign-ins still go through POST /login/username, but
 * each costs about a millisecond instead of 0.1-0.4 s of scrypt on this 2-core machine (1,000 of those alone would
 * take the group's 150 s). The figure is about the fan-out, not about sign-in.
 */
async function cheapPasswordHash(password) {
  const salt = randomBytes(16);
  const key = await promisify(scrypt)(password.normalize('NFC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  return ['scrypt', 2 ** 10, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Both copies of pg in node_modules: the API's own, and the one @mikro-orm/postgresql brings for the ORM's connections. */
const PG_CLIENTS = [...new Set([pg.Client, createRequire(createRequire(import.meta.url).resolve('@mikro-orm/postgresql'))('pg').Client])];

/**
 * Every query this process sends to PostgreSQL, counted at Client.prototype.query of each copy of pg (PG_CLIENTS): the
 * pools', the ORM's and the LISTEN connections' queries all end there. Exact and immediate, unlike pg_stat_database,
 * whose counters count transactions, not statements, and which other backends flush to the view only when idle, up
 * to seconds later. It counts everything the API does meanwhile (the write itself, its projections, the background
 * pollers), so it is an upper bound on what the fan-out costs.
 */
function countQueries() {
  const originals = PG_CLIENTS.map((Client) => Client.prototype.query);
  const counter = { queries: 0, stop: () => PG_CLIENTS.forEach((Client, i) => (Client.prototype.query = originals[i])) };
  PG_CLIENTS.forEach((Client, i) => {
    Client.prototype.query = function (...args) {
      counter.queries += 1;
      return originals[i].apply(this, args);
    };
  });
  return counter;
}

async function startApi(services) {
  const databaseUrl = await services.freshDatabase();
  const config = loadConfig(
    benchAppEnv('ws', {
      // Its own live-message channel on the shared Redis (as the int tests have), so that no other API's news reaches these sockets.
      JOBS_PREFIX: new URL(databaseUrl).pathname.slice(1),
    }),
  );
  const app = await createApp(config, { databaseUrl, redisUrl: services.redisUrl });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const login = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  return { app, base, cookie: login.headers.get('set-cookie').split(';')[0] };
}

const post = async (base, cookie, path, body, method = 'POST') => {
  const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

/**
 * When each append to these streams committed (the event store's promise resolved), in the wall-clock milliseconds the
 * clients' process reads too (see ws-fanout-clients.mjs), in order per stream.
 */
function recordCommits(app, streamIds) {
  const store = app.get(EVENT_STORE);
  const commits = Object.fromEntries(streamIds.map((id) => [id, []]));
  const append = store.appendToStream;
  store.appendToStream = async function (streamId, ...rest) {
    const result = await append.call(this, streamId, ...rest);
    commits[streamId]?.push(performance.timeOrigin + performance.now());
    return result;
  };
  return { commits, stop: () => delete store.appendToStream };
}

/**
 * When the hub started sending each 'learner.content.changed' to these rooms (one per kind of change), how long its
 * pass over the sockets took, and how many sockets it sent to: where the time from commit to the last socket goes.
 */
function recordPublishes(app, rooms) {
  const hub = app.get(RealtimeHub);
  const published = Object.fromEntries(Object.keys(rooms).map((kind) => [kind, []]));
  const publish = hub.publish;
  hub.publish = function (targets, event, data) {
    const at = performance.timeOrigin + performance.now();
    const delivered = publish.call(this, targets, event, data);
    const took = performance.timeOrigin + performance.now() - at;
    if (event === 'learner.content.changed') for (const [kind, room] of Object.entries(rooms)) if (targets.includes(room)) published[kind].push({ at, took, delivered });
    return delivered;
  };
  return { published, stop: () => delete hub.publish };
}

/** The learners, created by the real CreateUser command as an admin's form sends it (no initial password to change), in `classIds`. */
async function createLearners(app, classes) {
  const passwordHash = await cheapPasswordHash(LEARNER_PASSWORD);
  const info = { ...EMPTY_INFO, ...validityPeriod(startOfVietnamDay(Date.now()), 30) };
  const learners = Array.from({ length: SOCKETS }, (_, i) => {
    const classId = classes[i % classes.length];
    return { id: randomUUID(), username: `hocvien${i}`, classId, rooms: [PUBLIC_RECORDS_ROOM, classRecordsRoom(classId)] };
  });
  await app.get(CommandPath).executeMany(
    learners,
    ({ id, username, classId }, write) => {
      const now = new Date().toISOString();
      const command = {
        type: 'CreateUser',
        data: { userId: id, email: null, username, name: `Học viên ${username}`, isAdmin: false, passwordHash, source: 'admin', now, info, classIds: [classId], mustChangePassword: false },
      };
      const metadata = { actorId: null, actorEmail: 'bench@k9.local', correlationId: randomUUID(), causationId: randomUUID(), occurredAt: now };
      return write(new DeciderCommand(userDecider, userStreamId(id), command, metadata));
    },
    { readModels: [USER_PROJECTION], concurrency: 8, timeoutMs: 120_000 },
  );
  return learners;
}

/** Runs the clients' process: it answers 'ready' once every socket is in, then 'done' with the rounds' samples. */
function startClients(setup) {
  const child = fork(new URL('./ws-fanout-clients.mjs', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = (phase) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`the clients' process exited with ${code} before '${phase}'`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        if (message.phase === 'failed') reject(new Error(`clients: ${message.error}`));
        else resolve(message);
      });
    });
  const ready = next('ready');
  child.send({ phase: 'setup', ...setup });
  return {
    ready,
    run: () => {
      const done = next('done');
      child.send({ phase: 'run' });
      return done;
    },
    stop: () => child.kill(),
  };
}

export async function benchWsFanout(services) {
  const started = performance.now();
  const { app, base, cookie } = await startApi(services);
  let clients;
  try {
    const classes = [];
    for (const name of ['Lớp A', 'Lớp B']) classes.push((await post(base, cookie, '/api/user-class', { name })).data.id);
    const learners = await createLearners(app, classes);
    const news = { type: 'news', summary: 'Tóm tắt', status: 'published' };
    const publicId = (await post(base, cookie, '/api/k9', { ...news, title: 'Tin công khai', isPublic: true })).id;
    const restrictedId = (await post(base, cookie, '/api/k9', { ...news, title: 'Tin riêng lớp A', isPublic: false, allowed_user_class: [classes[0]] })).id;

    clients = startClients({ base, adminCookie: cookie, password: LEARNER_PASSWORD, learners, classes, publicId, restrictedId, rounds: ROUNDS, warmupRounds: WARMUP_ROUNDS });
    const { signInSeconds, setupSeconds } = await clients.ready;
    const streams = { public: contentStreamId(publicId), restricted: contentStreamId(restrictedId) };
    const counter = countQueries();
    const appends = recordCommits(app, Object.values(streams));
    const publishes = recordPublishes(app, { public: PUBLIC_RECORDS_ROOM, restricted: classRecordsRoom(classes[0]) });
    let result;
    try {
      result = await clients.run();
    } finally {
      counter.stop();
      appends.stop();
      publishes.stop();
    }
    const changes = 2 * (ROUNDS + WARMUP_ROUNDS);
    /** From each change's commit to its last socket, the warm-up left out. */
    const fromCommit = (kind) => {
      const commits = appends.commits[streams[kind]];
      if (commits.length !== result.heard[kind].length) throw new Error(`${kind}: ${commits.length} appends for ${result.heard[kind].length} changes`);
      return result.heard[kind].map((heard, i) => heard - commits[i]).slice(WARMUP_ROUNDS);
    };
    const where = `${SOCKETS} sockets of ${SOCKETS} learners (2 classes) in a child process, the API in this one`;
    /** The note's details: the time from just before the PUT, and the parts of the time from the commit. */
    const details = (kind) => {
      const samples = result.fromRequest[kind];
      const parts = publishes.published[kind];
      const commits = appends.commits[streams[kind]];
      const audience = kind === 'public' ? SOCKETS : result.classASockets;
      if (parts.length !== commits.length || parts.some(({ delivered }) => delivered !== audience)) {
        throw new Error(`${kind}: ${parts.length} sends to its room for ${commits.length} changes, to ${parts.map(({ delivered }) => delivered).join('/')} sockets (expected ${audience})`);
      }
      const toSend = parts.map(({ at }, i) => at - commits[i]).slice(WARMUP_ROUNDS);
      const pass = parts.map(({ took }) => took).slice(WARMUP_ROUNDS);
      const toLast = parts.map(({ at }, i) => result.heard[kind][i] - at).slice(WARMUP_ROUNDS);
      const totals = fromCommit(kind);
      const worst = totals.indexOf(Math.max(...totals));
      return (
        `; commit to the hub's send p50 ${percentile(toSend, 50).toFixed(1)}, the send's pass over ${audience} sockets p50 ${percentile(pass, 50).toFixed(1)}` +
        `, its start to the last socket p50 ${percentile(toLast, 50).toFixed(1)} (the slowest: ${toSend[worst].toFixed(0)} + ${toLast[worst].toFixed(0)}, pass ${pass[worst].toFixed(0)})` +
        `; from just before the PUT p50 ${percentile(samples, 50).toFixed(1)}, p99 ${percentile(samples, 99).toFixed(1)}, the PUT's answer p50 ${result.answerP50[kind].toFixed(1)}`
      );
    };
    printPercentile('ws_fanout_1000_clients_p99_ms', fromCommit('public'), {
      p: 99,
      what: `from the commit of an edit of a public record (PUT /api/k9) to its 'learner.content.changed' on the last of ${SOCKETS} sockets, ${where}`,
      extra: details('public'),
      target: '<= 100',
    });
    printPercentile('ws_fanout_1000_clients_restricted_p99_ms', fromCommit('restricted'), {
      p: 99,
      what: `the same for a record open to class A only, to the last of its ${result.classASockets} sockets`,
      extra: details('restricted'),
      target: '<= 100',
    });
    print('ws_fanout_restricted_leaks', result.leaks, 'sockets', `class B sockets that heard of the class A record (any is a failure of access); must be 0`);
    print(
      'ws_fanout_db_queries_per_change',
      (counter.queries / changes).toFixed(1),
      'queries',
      `every query of the API process during ${changes} changes (writes, projections and pollers included), per change; one per socket would be ${SOCKETS}`,
    );
    print(
      'ws_fanout_setup_s',
      setupSeconds.toFixed(1),
      's',
      `${SOCKETS} sign-ins (POST /login/username, 16 at a time: ${signInSeconds.toFixed(1)} s) and sockets opened (32 at a time); whole group ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    clients?.stop();
    await app.close();
  }
}
