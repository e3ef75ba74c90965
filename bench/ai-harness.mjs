// What the AI benches share: a fake OpenAI-compatible server in the bench's process (same clock, answering at once)
// that records each call's times, and the API configured against it with a signed-in admin.
import { createServer } from 'node:http';
import { createApp } from '../apps/api/dist/app.js';
import { loadConfig } from '../apps/api/dist/config/app-config.js';

export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-password-123' };
const USAGE = { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 };

/** A chat completion's body as OpenAI sends it. */
export const chatCompletion = (model, content) =>
  JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model, choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage: USAGE });

/** The same answer streamed (SSE) in two pieces, then the usage; `call.firstToken` is when the first piece left. */
export function streamCompletion(response, model, content, call) {
  const chunk = (delta) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  call.firstToken = performance.now();
  response.write(chunk({ role: 'assistant', content: content.slice(0, 8) }));
  response.write(chunk({ content: content.slice(8) }));
  response.write(`data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model, choices: [], usage: USAGE })}\n\n`);
  response.end('data: [DONE]\n\n');
}

/**
 * The fake provider: every request's JSON body is read and recorded as a call ({ path, prompt, received, firstToken,
 * done }); `answer({ body, call, response, path })` writes the reply. `done` is taken once it returns.
 */
export function startFakeOpenAi(answer) {
  const calls = [];
  const server = createServer((request, response) => {
    const received = performance.now();
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}');
      const call = { path: request.url, prompt: body.messages?.at(-1)?.content ?? body.prompt ?? '', received, firstToken: 0, done: 0 };
      calls.push(call);
      answer({ body, call, response, path: request.url });
      call.done = performance.now();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, calls, url: `http://127.0.0.1:${server.address().port}` })));
}

/** The API against the fake provider, listening, with the bench admin signed in; `call` sends JSON and reads JSON. */
export async function startAiApi({ services, databaseUrl, dataDir, fakeUrl, jobs, env = {} }) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-secret-bench-secret-bench',
    ADMIN_EMAIL: 'bench@k9.local',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'error',
    OPENAI_API_KEY: 'sk-bench-not-a-real-key',
    OPENAI_BASE_URL: `${fakeUrl}/v1`,
    AI_DAILY_CALLS_PER_USER: '',
    SEED_MARKET: 'false',
    ...env,
  });
  const app = await createApp(config, { databaseUrl, redisUrl: services.redisUrl }, { jobs });
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const login = await fetch(`${base}/login/username`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const call = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', cookie }, body: body && JSON.stringify(body) });
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return { app, base, cookie, call };
}
