// The AI gateway's figures against a fake OpenAI-compatible server in this process (same clock): the gateway's own
// cost per call (ledger entry written, provider time subtracted), the first streamed token's way from the provider to
// a /ws client, and 1,000 AI jobs through the queue (none lost, none run twice) with the queue's own delay.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { Queue } from 'bullmq';
import { AiGateway } from '../apps/api/dist/platform/ai/ai-gateway.js';
import { JobsService } from '../apps/api/dist/platform/jobs/jobs.service.js';
import { EVENT_STORE } from '../apps/api/dist/platform/event-store/event-store.token.js';
import { AiTextRunJob } from '../apps/api/dist/modules/ai/jobs/ai-text-run.job.js';
import { chatCompletion, startAiApi, startFakeOpenAi, streamCompletion } from './ai-harness.mjs';
import { percentile, print, timedCalls } from './harness.mjs';


/** OpenAI's chat completions, plain and SSE. */
const startFake = () =>
  startFakeOpenAi(({ body, call, response }) => {
    const answer = `Trả lời: ${call.prompt.slice(0, 60)}`;
    if (body.stream) return streamCompletion(response, body.model, answer, call);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(chatCompletion(body.model, answer));
  });

const startApi = async (services, fakeUrl, jobs) =>
  startAiApi({ services, databaseUrl: await services.freshDatabase(), dataDir: mkdtempSync(join(tmpdir(), 'k9-bench-ai-')), fakeUrl, jobs });

const admin = { id: 'bench-admin', email: 'bench@k9.local', isAdmin: true, classIds: [] };

async function gatewayOverhead(app, fake) {
  const gateway = app.get(AiGateway);
  // Each sample is the gateway's own time: the whole call minus the fake provider's.
  const overheads = await timedCalls(async (i) => {
    const before = fake.calls.length;
    const started = performance.now();
    await gateway.generateText({ model: 'gpt-4.1', prompt: `Câu hỏi ${i}` }, { purpose: 'bench.gateway', actor: admin });
    const total = performance.now() - started;
    const call = fake.calls[before];
    return total - (call.done - call.received);
  }, { runs: 350, warmup: 50 });
  print('ai_gateway_overhead_p95_ms', percentile(overheads, 95).toFixed(1), 'ms', `generateText with its ledger event appended, minus the fake provider's own time; ${overheads.length} samples (p50 ${percentile(overheads, 50).toFixed(1)}); target <= 15`);
}

async function streamFirstToken(app, base, cookie, fake) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie } });
  const firstDelta = new Map();
  const ended = new Map();
  socket.on('message', (raw) => {
    const { event, data } = JSON.parse(raw.toString());
    if (event === 'ai.delta' && data.seq === 1) firstDelta.set(data.runId, performance.now());
    if (event === 'ai.ended') ended.get(data.runId)?.();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const overheads = await timedCalls(async (i) => {
    const runId = randomUUID();
    const done = new Promise((resolve) => ended.set(runId, resolve));
    const before = fake.calls.length;
    const response = await fetch(`${base}/api/ai/runs`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ runId, prompt: `Luồng ${i}`, model: 'gpt-4.1' }) });
    if (response.status !== 201) throw new Error(`run refused: ${response.status} ${await response.text()}`);
    await done;
    return firstDelta.get(runId) - fake.calls[before].firstToken;
  }, { runs: 50, warmup: 10 });
  socket.close();
  print('ai_stream_first_token_overhead_ms', percentile(overheads, 50).toFixed(1), 'ms', `provider's first chunk to the asking client's first ws message, median of ${overheads.length} runs (p95 ${percentile(overheads, 95).toFixed(1)}); target <= 30`);
}

async function thousandJobs(app, fake, services, prefix) {
  const jobs = app.get(JobsService);
  const store = app.get(EVENT_STORE);
  const admin = { id: 'bench-admin', email: 'bench@k9.local', isAdmin: true, classIds: [] };
  const runIds = Array.from({ length: 1000 }, () => randomUUID());
  const before = fake.calls.length;
  const payload = (runId) => ({ requestId: runId, purpose: 'bench.jobs', actor: admin, correlationId: runId, model: 'gpt-4.1', prompt: `job ${runId}` });
  // Every job is enqueued twice (a double click, a retried request): the second must find the first.
  for (let i = 0; i < runIds.length; i += 25) {
    const batch = runIds.slice(i, i + 25);
    await Promise.all(batch.flatMap((runId) => [jobs.enqueue(AiTextRunJob, payload(runId), { ownerId: null }), jobs.enqueue(AiTextRunJob, payload(runId), { ownerId: null })]));
  }
  const deadline = Date.now() + 180_000;
  const completedRuns = async () => {
    // The whole log in one read (readAll cuts a page at 8 MB by default): the bench's own events, a few MB.
    const events = await store.readAll({ after: 0, limit: 1_000_000, maxBytes: Number.MAX_SAFE_INTEGER });
    return events.filter((event) => event.type === 'AiRunCompleted' && runIds.includes(event.data.runId));
  };
  let completed = await completedRuns();
  while (new Set(completed.map((event) => event.data.runId)).size < runIds.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    completed = await completedRuns();
  }
  const distinct = new Set(completed.map((event) => event.data.runId));
  const perRun = new Map();
  for (const call of fake.calls.slice(before)) {
    const runId = call.prompt.slice(4);
    perRun.set(runId, (perRun.get(runId) ?? 0) + 1);
  }
  const duplicated = [...perRun.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0) + (completed.length - distinct.size);
  print('ai_jobs_1000_lost', runIds.length - distinct.size, 'jobs', '1,000 AI text jobs (each enqueued twice) through the fake provider; target 0');
  print('ai_jobs_1000_duplicated', duplicated, 'jobs', 'provider calls or results beyond one per job; target 0');

  // The queue's own delay, one job at a time (no backlog): BullMQ's enqueue time to the worker taking it.
  const queue = new Queue('ai', { connection: { url: services.redisUrl }, prefix });
  const delays = await timedCalls(async () => {
    const runId = randomUUID();
    const jobId = await jobs.enqueue(AiTextRunJob, payload(runId), { ownerId: null });
    let job = await queue.getJob(jobId);
    while (!job?.finishedOn) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      job = await queue.getJob(jobId);
    }
    return job.processedOn - job.timestamp;
  }, { runs: 130, warmup: 20 });
  await queue.close();
  print('ai_job_queue_overhead_p95_ms', percentile(delays, 95).toFixed(1), 'ms', `enqueue to the handler starting (BullMQ timestamp to processedOn), ${delays.length} jobs one at a time (p50 ${percentile(delays, 50).toFixed(1)}); target <= 50`);
}

export async function benchAi(services) {
  const fake = await startFake();
  const prefix = `k9-bench-ai-${randomUUID().slice(0, 8)}`;
  const { app, base, cookie } = await startApi(services, fake.url, { prefix, queues: { ai: { concurrency: 8 } } });
  try {
    await gatewayOverhead(app, fake);
    await streamFirstToken(app, base, cookie, fake);
    await thousandJobs(app, fake, services, prefix);
  } finally {
    await app.close();
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  }
}
