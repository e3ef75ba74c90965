// The assistant (issue 29 §6): how much the server adds between the provider's first token and the browser's, how fast
// a reconnecting tab gets the tokens it missed, whether 200 learners asking at once each get exactly one answer, and
// what retrieval plus prompt building cost before the provider is called, over the sample library and 10,000 items.
// Issue 30 §4: how long saving an answer to a notebook of 150 segments takes.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { groundedPrompt } from '@k9/domain';
import { PG_POOL } from '../apps/api/dist/platform/event-store/event-store.token.js';
import { LibraryIndex } from '../apps/api/dist/modules/library-index/library-index.js';
import { LibraryEmbedder } from '../apps/api/dist/modules/library-index/embedding/library-embedder.js';
import { startAiApi, startFakeOpenAi, streamCompletion } from './ai-harness.mjs';
import { print, printPercentile } from './harness.mjs';
import { learner, loadFixtures, speedChunks, waitFor } from './library-index.bench.mjs';

const MODEL = 'text-embedding-3-small';
const CONCURRENT = Number(process.env.ASSISTANT_BENCH_LEARNERS ?? 200);
const RUNS = 60;
const WARMUP = 10;

/** The fake provider: embeddings by the test embedder, chat answers streamed at once, or slowly for the reload runs. */
function startProvider(testEmbedding) {
  const slow = new Set();
  const fake = startFakeOpenAi(({ body, call, response, path }) => {
    if (path.includes('/embeddings')) {
      const input = Array.isArray(body.input) ? body.input : [String(body.input)];
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', model: body.model, data: input.map((text, index) => ({ object: 'embedding', index, embedding: testEmbedding(text) })), usage: { prompt_tokens: 1, total_tokens: 1 } }));
      return;
    }
    const answer = `Trả lời: ${String(call.prompt).slice(-60)}`;
    if (![...slow].some((marker) => String(call.prompt).includes(marker))) return streamCompletion(response, body.model, answer, call);
    // 40 pieces 25 ms apart: a tab that drops and comes back has missed some.
    const chunk = (delta) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    call.firstToken = performance.now();
    let n = 0;
    const timer = setInterval(() => {
      if (n < 40) return void response.write(chunk({ content: `phần ${n++} ` }));
      clearInterval(timer);
      response.write(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [], usage: { prompt_tokens: 1, completion_tokens: 40, total_tokens: 41 } })}\n\n`);
      response.end('data: [DONE]\n\n');
    }, 25);
  });
  return fake.then((started) => Object.assign(started, { slow }));
}

/** A learner's tab: the socket with every message it got and when (the bench's clock). */
function openTab(base, cookie) {
  const received = [];
  const waiters = new Set();
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie } });
  ws.on('message', (raw) => {
    received.push({ at: performance.now(), ...JSON.parse(raw.toString()) });
    for (const wake of [...waiters]) wake();
  });
  const next = (match, timeoutMs = 20_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = received.find(match);
        if (!found) return false;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error('timed out waiting on the socket'));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  const ready = next((message) => message.event === 'session.ready');
  return { ws, received, next, ready, close: () => ws.close() };
}

function agent(base, cookie) {
  return async (method, path, body) => {
    const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', cookie }, body: body && JSON.stringify(body) });
    const json = await response.json().catch(() => ({}));
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
    return json;
  };
}

const settled = (call, id) => waitFor(`session ${id} to settle`, async () => (await call('GET', `/api/aiChatHistory/${id}`)).data.answering === null, 30_000);

/** Provider's first token → the tab's first ai.delta of that run, one question at a time. */
async function firstToken(api, fake, cookie) {
  const call = agent(api.base, cookie);
  const tab = openTab(api.base, cookie);
  await tab.ready;
  const id = (await call('POST', '/api/aiChatHistory', {})).data.id;
  const samples = [];
  for (let n = 0; n < RUNS + WARMUP; n++) {
    const question = `Câu hỏi đo ${n} ${randomUUID().slice(0, 8)}`;
    const { runId } = await call('POST', `/api/aiChatHistory/${id}/messages`, { content: question });
    const delta = await tab.next((message) => message.event === 'ai.delta' && message.data.runId === runId);
    const provider = fake.calls.find((entry) => String(entry.prompt).includes(question) && entry.firstToken);
    if (n >= WARMUP) samples.push(delta.at - provider.firstToken);
    await tab.next((message) => message.event === 'ai.ended' && message.data.runId === runId);
    await settled(call, id);
  }
  tab.close();
  printPercentile('chat_first_token_overhead_ms', samples, { what: "the fake provider's first streamed piece leaving it → the learner's socket receiving the first ai.delta (same process clock), one question at a time", target: '<= 30' });
}

/** A tab drops mid-answer and comes back: opening the socket and replaying what it missed (GET .../runs/{runId}?after=seq). */
async function reloadResume(api, fake, cookie) {
  const call = agent(api.base, cookie);
  const id = (await call('POST', '/api/aiChatHistory', {})).data.id;
  const samples = [];
  let missed = 0;
  for (let n = 0; n < 30 + 5; n++) {
    const marker = `Tải lại ${n} ${randomUUID().slice(0, 8)}`;
    fake.slow.add(marker);
    const tab = openTab(api.base, cookie);
    await tab.ready;
    const { runId } = await call('POST', `/api/aiChatHistory/${id}/messages`, { content: marker });
    const seen = (await tab.next((message) => message.event === 'ai.delta' && message.data.runId === runId && message.data.seq >= 3)).data.seq;
    tab.close();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = performance.now();
    const again = openTab(api.base, cookie);
    await again.ready;
    const replay = await call('GET', `/api/aiChatHistory/${id}/runs/${runId}?after=${seen}`);
    const took = performance.now() - started;
    if (!replay.deltas.length || replay.deltas[0].seq !== seen + 1 || replay.deltas.some((delta, i) => delta.seq !== seen + 1 + i)) throw new Error(`replay after ${seen} was not continuous`);
    if (n >= 5) {
      samples.push(took);
      missed += replay.deltas.length;
    }
    await again.next((message) => message.event === 'ai.ended' && message.data.runId === runId, 30_000);
    again.close();
    await settled(call, id);
  }
  printPercentile('chat_reload_resume_ms', samples, { what: `a tab dropped 150 ms mid-answer: opening the socket again (to session.ready) plus the replay of the missed tokens (${(missed / samples.length).toFixed(1)} on average)`, target: '<= 1,000' });
}

/** 200 learners ask at once; each session must end with exactly one answer, and the provider be asked once per question. */
async function concurrent(api, fake, classId) {
  const cookies = [];
  for (let i = 0; i < CONCURRENT; i += 10) cookies.push(...(await Promise.all(Array.from({ length: Math.min(10, CONCURRENT - i) }, () => learner(api, classId)))));
  const sessions = await Promise.all(cookies.map(async (cookie) => ({ call: agent(api.base, cookie), id: (await agent(api.base, cookie)('POST', '/api/aiChatHistory', {})).data.id })));
  const marker = `Đồng loạt ${randomUUID().slice(0, 8)}`;
  const started = performance.now();
  await Promise.all(sessions.map(({ call, id }, n) => call('POST', `/api/aiChatHistory/${id}/messages`, { content: `${marker} ${n}` })));
  const pool = api.app.get(PG_POOL);
  const ids = sessions.map((session) => session.id);
  await waitFor('every session to settle', async () => (await pool.query(`SELECT count(*)::int AS n FROM chat_session WHERE id = ANY($1) AND answering IS NULL`, [ids])).rows[0].n === ids.length, 300_000);
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await pool.query(
    `SELECT s.id, count(m.*) FILTER (WHERE m.role = 'assistant' AND m.status = 'ok')::int AS answers, count(m.*) FILTER (WHERE m.role = 'assistant')::int AS all
     FROM chat_session s LEFT JOIN chat_message m ON m.session_id = s.id WHERE s.id = ANY($1) GROUP BY s.id`,
    [ids],
  );
  const lost = rows.filter((row) => row.answers === 0).length + (ids.length - rows.length);
  const doubled = rows.filter((row) => row.all > 1).length;
  const asked = fake.calls.filter((entry) => String(entry.prompt).includes(marker)).length;
  print('chat_200_concurrent_lost_or_doubled', lost + doubled + Math.abs(asked - CONCURRENT), '', `${CONCURRENT} learners asking at once: ${lost} without an answer, ${doubled} with more than one, ${asked} provider calls; all answered in ${seconds.toFixed(1)} s; target 0`);
}

/** Save to notebook (issue 30 §4): one answer appended to a notebook of 150 segments, over the real route, one at a time. */
async function thesisSave(api, cookie) {
  const call = agent(api.base, cookie);
  const answer = (n) => `Câu trả lời số ${n}: ${'Doanh thu quý ba tăng nhờ mảng bán lẻ, biên lợi nhuận cải thiện. '.repeat(12)}`;
  const samples = [];
  for (let notebook = 0; notebook < 8; notebook++) {
    const list_chat = Array.from({ length: 150 }, (_, n) => ({ content: answer(n), mode: 'original' }));
    const { id } = (await call('POST', '/api/thesis', { name: `Sổ đo ${notebook}`, list_chat })).data;
    for (let n = 0; n < 10; n++) {
      const started = performance.now();
      const saved = await call('POST', `/api/thesis/${id}/chats`, { content: answer(150 + n), mode: 'original' });
      const took = performance.now() - started;
      if (saved.data.list_chat.length !== 151 + n) throw new Error(`notebook ${id} has ${saved.data.list_chat.length} segments`);
      if (notebook > 0) samples.push(took);
    }
  }
  printPercentile('thesis_save_p95_ms', samples, { what: 'POST /api/thesis/{id}/chats of one ~800-character answer to a notebook of 150 segments: the command, the read model shown, the notebook back (one at a time, over HTTP)', target: '<= 50' });
}

/** Retrieval as the learner and the grounded prompt, as the answer job does before its provider call. */
async function ragOverhead(api, classId) {
  const index = api.app.get(LibraryIndex);
  const reader = { isAdmin: false, classIds: [classId] };
  const actor = { id: 'bench-learner', email: null, isAdmin: false, classIds: [String(classId)] };
  const words = ['lãi suất', 'ngân hàng', 'lạm phát', 'cổ phiếu', 'dòng tiền', 'khởi nghiệp', 'bất động sản', 'xuất khẩu', 'tỷ giá', 'trái phiếu'];
  const samples = [];
  for (let n = 0; n < 200 + 20; n++) {
    const q = `${words[n % words.length]} ${words[(n * 3 + 1) % words.length]} quý ${n}`;
    const started = performance.now();
    const found = await index.search(reader, { q }, actor);
    groundedPrompt(q, found.results.map((hit) => ({ sourceId: hit.sourceId, table: hit.table, chunkText: hit.chunkText, similarity: hit.similarity })));
    if (n >= 20) samples.push(performance.now() - started);
  }
  printPercentile('rag_answer_overhead_p95_ms', samples, { what: 'LibraryIndex.search as a learner of one class (the question embedded by the fake at once) plus the grounded prompt, over the sample library plus 10,000 items of 5 chunks', target: '<= 200' });
}

export async function benchAssistant(services) {
  const fixtures = await loadFixtures();
  const fake = await startProvider(fixtures.embedder.testEmbedding);
  const dataDir = mkdtempSync(join(tmpdir(), 'k9-bench-assistant-'));
  const prefix = `k9-bench-assistant-${randomUUID().slice(0, 8)}`;
  const api = await startAiApi({
    services,
    databaseUrl: await services.freshDatabase(),
    dataDir,
    fakeUrl: fake.url,
    jobs: { prefix, shutdownTimeoutMs: 500 },
    env: { SEED_SAMPLE_CONTENT: 'true', LIBRARY_SEARCHES_PER_MINUTE: '1000000', AI_DAILY_CALLS_PER_USER: '1000000', JOBS_PREFIX: prefix },
  });
  try {
    const pool = api.app.get(PG_POOL);
    await waitFor('the sample library to be embedded', async () => (await pool.query(`SELECT count(*)::int AS n FROM library_source WHERE chunks > 0 AND embed_state <> 'embedded'`)).rows[0].n === 0, 600_000);
    const classId = (await api.call('POST', '/api/user-class', { name: 'Lớp đo' })).data.id;
    const refs = await speedChunks(pool, fixtures, classId);
    const outcome = await api.app.get(LibraryEmbedder).embedSources(refs, { actor: null }, MODEL);
    if (outcome.failed) throw new Error(`embedding: ${JSON.stringify(outcome)}`);
    const cookie = await learner(api, classId);
    await thesisSave(api, cookie);
    await firstToken(api, fake, cookie);
    await reloadResume(api, fake, cookie);
    await ragOverhead(api, classId);
    await concurrent(api, fake, classId);
  } finally {
    await api.app.close();
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
