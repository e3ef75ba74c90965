// Quizzes (issue 14 §5): a 10-question multiple-choice submit to its scored answer; what the server adds between the
// fake grader's answer and the grade on the learner's socket; 200 learners submitting at once (attempts and grades
// lost or doubled). The fake OpenAI-compatible server (OpenRouter for google/gemini-2.5-flash) answers at once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { EMPTY_INFO, quizAttemptStreamId, startOfVietnamDay, userDecider, userStreamId, validityPeriod } from '@k9/domain';
import { CommandPath } from '../apps/api/dist/platform/commands/command-path.js';
import { DeciderCommand } from '../apps/api/dist/platform/commands/decider-command.js';
import { EVENT_STORE } from '../apps/api/dist/platform/event-store/event-store.token.js';
import { hashPassword } from '../apps/api/dist/modules/identity/password.js';
import { USER_PROJECTION } from '../apps/api/dist/modules/identity/projections/identity-user/identity-user.projection.js';
import { chatCompletion, startAiApi, startFakeOpenAi } from './ai-harness.mjs';
import { print, printPercentile, timedCalls } from './harness.mjs';

const PASSWORD = 'bench-hoc-vien-123';
const mcq = (n) => ({ question: `Câu ${n}?`, options: { A: 'Một', B: 'Hai', C: 'Ba', D: 'Bốn' }, correct_answer: 'B', explanation: 'Vì B.' });
const TEN_MCQ = { questionQuiz: Array.from({ length: 10 }, (_, i) => mcq(i + 1)), questionEssay: [] };
const ONE_OF_EACH = { questionQuiz: [mcq(1)], questionEssay: [{ question: 'Phân tích chiến lược giá?' }] };
const ANSWERS = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, i % 3 ? 'B' : 'A']));

/** The grader: a verdict at once for grading prompts. */
const startGrader = () =>
  startFakeOpenAi(({ body, response }) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(chatCompletion(body.model, 'NHẬN XÉT: Đủ ý chính.\nBÀI MẪU: Một bài mẫu ngắn.\nĐIỂM: 7/10'));
  });

/** Learners made the way an admin's form makes them (one password hash for all), signed in over HTTP. */
async function learners(api, count) {
  const commands = api.app.get(CommandPath);
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const made = [];
  for (let i = 0; i < count; i++) {
    const userId = randomUUID();
    const username = `bench_hv_${i}_${userId.slice(0, 6)}`;
    const data = { userId, email: null, username, name: `Học viên ${i}`, isAdmin: false, passwordHash, source: 'admin', now, info: { ...EMPTY_INFO, ...validityPeriod(startOfVietnamDay(Date.now()), 30) }, mustChangePassword: false };
    const metadata = { actorId: null, actorEmail: 'bench@k9.local', correlationId: randomUUID(), causationId: randomUUID(), occurredAt: now };
    await commands.execute(new DeciderCommand(userDecider, userStreamId(userId), { type: 'CreateUser', data }, metadata), [USER_PROJECTION]);
    made.push({ userId, username });
  }
  return Promise.all(
    made.map(async ({ userId, username }) => {
      const login = await fetch(`${api.base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
      if (login.status >= 300) throw new Error(`login ${username}: ${login.status}`);
      const cookie = login.headers.get('set-cookie').split(';')[0];
      const call = async (method, path, body) => {
        const response = await fetch(`${api.base}${path}`, { method, headers: { 'content-type': 'application/json', cookie }, body: body && JSON.stringify(body) });
        if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return response.json();
      };
      return { userId, cookie, call };
    }),
  );
}

/** A learner's socket that notes when each quiz's grade arrived. */
async function gradeSocket(api, learner) {
  const socket = new WebSocket(`${api.base.replace('http', 'ws')}/ws`, { headers: { cookie: learner.cookie } });
  const graded = new Map();
  const waiters = new Map();
  socket.on('message', (raw) => {
    const { event, data } = JSON.parse(raw.toString());
    if (event !== 'quiz.attempt.changed') return;
    const states = Object.values(data.record.essayGrading).map((grading) => grading.state);
    if (states.length && states.every((state) => state !== 'pending')) {
      const key = `${data.quizId}.${data.record.attempt}`;
      graded.set(key, performance.now());
      waiters.get(key)?.();
    }
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const waitFor = (key) => (graded.has(key) ? Promise.resolve() : new Promise((resolve) => waiters.set(key, resolve)));
  return { socket, graded, waitFor };
}

const submitBody = (learner, quizId, selectedAnswers, essayAnswers = {}) => ({ user_id: learner.userId, question_id: quizId, selectedAnswers, essayAnswers, status: 'complete', score: 100 });

async function submitLatency(api, learner, quizId) {
  // Each sample is the submit alone, not the redo that makes the next one possible.
  const samples = await timedCalls(async () => {
    const started = performance.now();
    const record = await learner.call('POST', '/api/question-history', submitBody(learner, quizId, ANSWERS));
    const took = performance.now() - started;
    if (record.score !== 60) throw new Error(`scored ${record.score}, expected 60`);
    await learner.call('POST', `/api/quiz-attempts/${quizId}/redo`);
    return took;
  }, { runs: 100, warmup: 20 });
  printPercentile('quiz_submit_mcq_p95_ms', samples, { what: '10 multiple-choice questions, no essays: submit to the scored response (answers checked, event stored, read model applied, record read back), 100 runs by one learner', target: '<= 50' });
}

async function gradedOverhead(api, fake, learner, quizId) {
  const { socket, graded, waitFor } = await gradeSocket(api, learner);
  const samples = await timedCalls(async (i) => {
    const before = fake.calls.length;
    const record = await learner.call('POST', '/api/question-history', submitBody(learner, quizId, { 0: 'B' }, { 0: `Bài làm số ${i}: định giá theo giá trị khách hàng.` }));
    const key = `${quizId}.${record.attempt}`;
    await waitFor(key);
    const call = fake.calls[before];
    if (!call || fake.calls.length - before !== 1) throw new Error(`expected one grading call, got ${fake.calls.length - before}`);
    const overhead = graded.get(key) - call.done;
    await learner.call('POST', `/api/quiz-attempts/${quizId}/redo`);
    return overhead;
  }, { runs: 35, warmup: 5 });
  socket.close();
  printPercentile('quiz_graded_visible_overhead_p95_ms', samples, { what: 'one essay: the fake grader has answered -> the grade in quiz.attempt.changed on the learner\'s socket (parse, event, projection, record read, /ws), 35 runs', target: '<= 300' });
}

async function concurrentSubmits(api, fake, quizId) {
  const crowd = await learners(api, 200);
  const sockets = await Promise.all(crowd.map((learner) => gradeSocket(api, learner)));
  const before = fake.calls.length;
  const started = performance.now();
  const answers = await Promise.allSettled(crowd.map((learner) => learner.call('POST', '/api/question-history', submitBody(learner, quizId, { 0: 'B' }, { 0: 'Bài làm đồng loạt.' }))));
  const submitMs = performance.now() - started;
  const refused = answers.filter((answer) => answer.status === 'rejected').length;
  const deadline = Date.now() + 120_000;
  await Promise.race([Promise.all(sockets.map(({ waitFor }) => waitFor(`${quizId}.1`))), new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))]);
  const gradedMs = performance.now() - started;
  const store = api.app.get(EVENT_STORE);
  let lostAttempts = 0;
  let doubleAttempts = 0;
  let lostGrades = 0;
  let doubleGrades = 0;
  for (const learner of crowd) {
    const types = (await store.readStream(quizAttemptStreamId(learner.userId, quizId))).map((event) => event.type);
    const submits = types.filter((type) => type === 'QuizSubmitted').length;
    const grades = types.filter((type) => type === 'EssayGraded').length;
    lostAttempts += submits === 0 ? 1 : 0;
    doubleAttempts += Math.max(0, submits - 1);
    lostGrades += grades === 0 ? 1 : 0;
    doubleGrades += Math.max(0, grades - 1);
  }
  const gradingCalls = fake.calls.length - before;
  sockets.forEach(({ socket }) => socket.close());
  const what = `200 learners submit one quiz (1 MCQ + 1 essay) at once (submits answered in ${submitMs.toFixed(0)} ms, ${refused} refused; every grade on its learner's socket after ${gradedMs.toFixed(0)} ms; ${gradingCalls} grading calls)`;
  print('quiz_submit_200_concurrent', lostAttempts + doubleAttempts + lostGrades + doubleGrades, 'errors', `${what}: attempts lost ${lostAttempts}, doubled ${doubleAttempts}; grades lost ${lostGrades}, doubled ${doubleGrades}; target 0`);
}

export async function benchQuiz(services) {
  const fake = await startGrader();
  const jobs = { prefix: `k9-bench-quiz-${randomUUID().slice(0, 8)}`, shutdownTimeoutMs: 500 };
  const api = await startAiApi({
    services,
    databaseUrl: await services.freshDatabase(),
    dataDir: mkdtempSync(join(tmpdir(), 'k9-bench-quiz-')),
    fakeUrl: fake.url,
    jobs,
    env: { OPENROUTER_API_KEY: 'sk-or-bench-not-a-real-key', OPENROUTER_BASE_URL: `${fake.url}/openrouter/v1` },
  });
  try {
    const quiz = async (title, questionContent) => (await api.call('POST', '/api/k9', { type: 'news', title, status: 'published', isPublic: true, questionContent })).id;
    const [tenMcq, withEssay, crowdQuiz] = [await quiz('Đo 10 câu', TEN_MCQ), await quiz('Đo tự luận', ONE_OF_EACH), await quiz('Đo 200 học viên', ONE_OF_EACH)];
    const [learner] = await learners(api, 1);
    await submitLatency(api, learner, tenMcq);
    await gradedOverhead(api, fake, learner, withEssay);
    await concurrentSubmits(api, fake, crowdQuiz);
  } finally {
    await api.app.close();
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  }
}
