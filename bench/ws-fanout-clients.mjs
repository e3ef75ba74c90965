// Child process of ws-fanout.bench.mjs: signs the learners in, opens one /ws socket each, then runs the rounds. Each
// round the admin edits the public record, then the class A record (PUT /api/k9); this process notes when the last
// socket that may see the change had its 'learner.content.changed' naming the record, and times that from just before
// the PUT. The parent times it from the commit too: `now()` is the wall clock in milliseconds with performance.now()'s
// resolution, which two processes on one machine read alike (within 0.1 ms, measured by IPC ping-pong).
import WebSocket from 'ws';
import { median, timedCalls } from './harness.mjs';

/** The API sends a readers' room's news at most once a second (LEARNER_CONTENT_CHANGED_WINDOW_MS): each room's next change waits past it, so that no round is held back by the window. */
const ROOM_WINDOW_MS = 1_100;
const ROUND_TIMEOUT_MS = 10_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.timeOrigin + performance.now();

/** Signs `learner` in through POST /login/username; returns the session cookie. */
async function signIn(base, { username }, password) {
  const response = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  await response.arrayBuffer();
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${username}: ${response.status}`);
  return cookie;
}

/** Opens the learner's socket and waits for 'session.ready', which must name the learner's readers' rooms (`learner.rooms`: the public room and their class's). */
function openSocket(base, cookie, learner, onChange) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie } });
    const timer = setTimeout(() => reject(new Error(`socket of ${learner.username}: no session.ready`)), 30_000);
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const { event, data } = JSON.parse(raw.toString());
      if (event === 'learner.content.changed') onChange(data);
      else if (event === 'session.ready') {
        clearTimeout(timer);
        const expected = learner.rooms;
        if (!expected.every((room) => data.rooms.includes(room))) reject(new Error(`socket of ${learner.username} is in ${data.rooms.join(', ')}, not ${expected.join(', ')}`));
        else resolve(ws);
      }
    });
  });
}

async function setUp({ base, password, learners, classes, publicId, restrictedId }) {
  const started = performance.now();
  const cookies = new Array(learners.length);
  await timedCalls(async (n) => (cookies[n] = await signIn(base, learners[n], password)), { runs: learners.length, concurrency: 16 });
  const signInSeconds = (performance.now() - started) / 1000;
  /** The round in progress: the record it changed, the sockets that have yet to hear of it, and what to call when none is left. */
  let round = null;
  const leaked = new Set();
  const listener = (learner) => (data) => {
    const ids = data.ids ?? [];
    if (learner.classId !== classes[0] && ids.includes(restrictedId)) leaked.add(learner.username);
    if (round && ids.includes(round.id) && round.waiting.delete(learner.username) && round.waiting.size === 0) round.done(now());
  };
  await timedCalls((n) => openSocket(base, cookies[n], learners[n], listener(learners[n])), { runs: learners.length, concurrency: 32 });
  const audience = {
    public: { id: publicId, usernames: learners.map(({ username }) => username) },
    restricted: { id: restrictedId, usernames: learners.filter(({ classId }) => classId === classes[0]).map(({ username }) => username) },
  };
  const startRound = (kind) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${kind} change: ${round.waiting.size} sockets never heard of it`)), ROUND_TIMEOUT_MS);
      round = {
        id: audience[kind].id,
        waiting: new Set(audience[kind].usernames),
        done: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      };
    });
  return { signInSeconds, setupSeconds: (performance.now() - started) / 1000, audience, startRound, leaked };
}

async function runRounds({ base, adminCookie, rounds, warmupRounds }, { audience, startRound, leaked }) {
  const lastHeard = { public: 0, restricted: 0 };
  /** Of every change, warm-up included, in order: when the last socket heard of it, and when its PUT was answered (ms after the PUT was sent). */
  const heard = { public: [], restricted: [] };
  const answers = { public: [], restricted: [] };
  // Even calls edit the public record, odd ones the class A record; the warm-up is a whole number of rounds.
  const samples = await timedCalls(
    async (n) => {
      const kind = n % 2 === 0 ? 'public' : 'restricted';
      await sleep(Math.max(0, lastHeard[kind] + ROOM_WINDOW_MS - now()));
      const all = startRound(kind);
      const before = now();
      const response = await fetch(`${base}/api/k9`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: adminCookie },
        body: JSON.stringify({ id: audience[kind].id, title: `${kind === 'public' ? 'Tin công khai' : 'Tin riêng lớp A'}, lần sửa ${n}` }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`PUT /api/k9 (${kind}): ${response.status}`);
      answers[kind].push(now() - before);
      const last = await all;
      lastHeard[kind] = last;
      heard[kind].push(last);
      return last - before;
    },
    { runs: 2 * rounds, warmup: 2 * warmupRounds },
  );
  // Whatever the server sent class B's sockets has arrived by now: it was sent in the same pass as class A's.
  await sleep(1_500);
  return {
    heard,
    fromRequest: { public: samples.filter((_, i) => i % 2 === 0), restricted: samples.filter((_, i) => i % 2 === 1) },
    answerP50: { public: median(answers.public), restricted: median(answers.restricted) },
    classASockets: audience.restricted.usernames.length,
    leaks: leaked.size,
  };
}

let state;
process.on('message', async (message) => {
  try {
    if (message.phase === 'setup') {
      state = { setup: message, clients: await setUp(message) };
      process.send({ phase: 'ready', signInSeconds: state.clients.signInSeconds, setupSeconds: state.clients.setupSeconds });
    } else if (message.phase === 'run') {
      process.send({ phase: 'done', ...(await runRounds(state.setup, state.clients)) });
    }
  } catch (error) {
    process.send({ phase: 'failed', error: error.stack ?? String(error) });
  }
});
