import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { toMp3 } from '../../src/platform/ai/audio/pcm.js';
import { testEmbedding, TEST_EMBEDDING_DIMENSIONS } from './test-embedder.js';

/** What the next request of a kind gets: the normal answer, an error status, no answer at all, or a stream cut half-way. */
export type FakeBehaviour = 'ok' | 'hang' | 'cut' | { status: number; message?: string };

export type FakeKind = 'chat' | 'chat-stream' | 'images' | 'speech' | 'embeddings' | 'generate' | 'stream' | 'predict' | 'tts' | 'embed';

export type FakeRequest = { kind: FakeKind; method: string; path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> };

/** A 1x1 PNG: what the storage port sniffs as an image. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** One second of a 440 Hz tone, 16-bit mono: the fakes' "speech". */
export function tone(sampleRate: number, seconds = 1): Int16Array {
  const samples = new Int16Array(Math.round(sampleRate * seconds));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 8000);
  return samples;
}

const TONE_MP3 = toMp3({ samples: tone(24000), sampleRate: 24000 });
const TONE_PCM = Buffer.from(tone(24000).buffer);

const readBody = (request: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>);
      } catch {
        resolve({});
      }
    });
  });

/** The answer text the fakes give: it names the last user message, so a test can tell answers apart. */
export const fakeAnswer = (prompt: string) => `Trả lời giả lập cho: ${prompt.slice(0, 40)}`;

/**
 * A local server speaking an AI provider's wire format, driven through the real SDKs: OpenAI's (chat completions plain
 * and SSE, images, audio/speech, embeddings) or the Gemini API's (generateContent, streamGenerateContent, Imagen
 * predict, TTS through generateContent, batchEmbedContents). `script(kind, ...)` sets what the next requests get.
 */
export class FakeAiProvider {
  url = '';
  readonly requests: FakeRequest[] = [];
  /** Chunks of a streamed answer, and the pause between them. */
  streamChunks = 4;
  chunkDelayMs = 0;
  /** Added before every answer (the bench subtracts it). */
  answerDelayMs = 0;
  /** A test's own text answer for a prompt (e.g. a numbered list); undefined: the usual `fakeAnswer`. */
  answerWith: ((prompt: string) => string | undefined) | null = null;
  private readonly scripts = new Map<FakeKind, FakeBehaviour[]>();
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(readonly protocol: 'openai' | 'gemini') {}

  script(kind: FakeKind, ...behaviours: FakeBehaviour[]): void {
    this.scripts.set(kind, [...(this.scripts.get(kind) ?? []), ...behaviours]);
  }

  count(kind: FakeKind): number {
    return this.requests.filter((request) => request.kind === kind).length;
  }

  reset(): void {
    this.requests.length = 0;
    this.scripts.clear();
    this.streamChunks = 4;
    this.chunkDelayMs = 0;
    this.answerDelayMs = 0;
    this.answerWith = null;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private kindOf(method: string, path: string, body: Record<string, unknown>): FakeKind | null {
    if (this.protocol === 'openai') {
      if (path.endsWith('/chat/completions')) return body.stream ? 'chat-stream' : 'chat';
      if (path.endsWith('/images/generations')) return 'images';
      if (path.endsWith('/audio/speech')) return 'speech';
      if (path.endsWith('/embeddings')) return 'embeddings';
      return null;
    }
    if (path.includes(':streamGenerateContent')) return 'stream';
    if (path.includes(':generateContent')) {
      const config = (body.generationConfig ?? {}) as { responseModalities?: string[] };
      return config.responseModalities?.includes('AUDIO') ? 'tts' : 'generate';
    }
    if (path.includes(':predict')) return 'predict';
    if (path.includes(':batchEmbedContents') || path.includes(':embedContent')) return 'embed';
    return null;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const kind = this.kindOf(request.method ?? 'GET', path, body);
    if (!kind) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `fake: no route ${path}` } }));
      return;
    }
    this.requests.push({ kind, method: request.method ?? 'GET', path, headers: request.headers, body });
    const behaviour = this.scripts.get(kind)?.shift() ?? 'ok';
    if (behaviour === 'hang') return;
    if (this.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs));
    if (typeof behaviour === 'object') return this.error(response, behaviour.status, behaviour.message);
    if (behaviour === 'cut' && kind !== 'chat-stream' && kind !== 'stream') {
      request.socket.destroy();
      return;
    }
    if (this.protocol === 'openai') return this.openai(kind, body, response, behaviour === 'cut');
    return this.gemini(kind, body, response, behaviour === 'cut');
  }

  private error(response: ServerResponse, status: number, message?: string): void {
    const text = message ?? (status === 529 ? 'Overloaded' : status === 429 ? 'Rate limit reached, slow down' : `Fake provider error ${status}`);
    const body = this.protocol === 'openai' ? { error: { message: text, type: status === 529 ? 'overloaded_error' : 'api_error', code: null } } : { error: { code: status, message: text, status: 'UNAVAILABLE' } };
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private json(response: ServerResponse, body: unknown): void {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private async sse(response: ServerResponse, events: unknown[], cut: boolean, done: boolean): Promise<void> {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    for (const [index, event] of events.entries()) {
      if (cut && index === Math.floor(events.length / 2)) {
        // Let what was written reach the client first: the cut comes half-way through the answer, not before it.
        await new Promise((resolve) => setTimeout(resolve, 50));
        response.socket?.destroy();
        return;
      }
      response.write(`data: ${JSON.stringify(event)}\n\n`);
      if (this.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, this.chunkDelayMs));
    }
    if (done) response.write('data: [DONE]\n\n');
    response.end();
  }

  private pieces(text: string): string[] {
    const size = Math.ceil(text.length / this.streamChunks);
    return Array.from({ length: this.streamChunks }, (_, index) => text.slice(index * size, (index + 1) * size)).filter(Boolean);
  }

  private async openai(kind: FakeKind, body: Record<string, unknown>, response: ServerResponse, cut: boolean): Promise<void> {
    const messages = (body.messages ?? []) as Array<{ role: string; content: string }>;
    const prompt = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
    const answer = this.answerWith?.(prompt) ?? fakeAnswer(prompt);
    const usage = { prompt_tokens: Math.ceil(JSON.stringify(messages).length / 4), completion_tokens: Math.ceil(answer.length / 4) };
    switch (kind) {
      case 'chat':
        return this.json(response, {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        });
      case 'chat-stream': {
        const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: null }], ...extra });
        const events: unknown[] = [chunk({ role: 'assistant', content: '' }), ...this.pieces(answer).map((piece) => chunk({ content: piece }))];
        events.push({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });
        return this.sse(response, events, cut, true);
      }
      case 'images': {
        const n = Number(body.n ?? 1);
        return this.json(response, { created: 0, data: Array.from({ length: n }, () => ({ b64_json: PNG_1X1.toString('base64') })) });
      }
      case 'speech':
        response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(TONE_MP3);
        return;
      case 'embeddings': {
        const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
        const dimensions = Number(body.dimensions ?? TEST_EMBEDDING_DIMENSIONS);
        return this.json(response, {
          object: 'list',
          model: body.model,
          data: input.map((text, index) => ({ object: 'embedding', index, embedding: testEmbedding(text, dimensions) })),
          usage: { prompt_tokens: input.join(' ').length, total_tokens: input.join(' ').length },
        });
      }
      default:
        return this.error(response, 404);
    }
  }

  private async gemini(kind: FakeKind, body: Record<string, unknown>, response: ServerResponse, cut: boolean): Promise<void> {
    const contents = (body.contents ?? []) as Array<{ role?: string; parts: Array<{ text?: string }> }>;
    const prompt = contents.at(-1)?.parts.map((part) => part.text ?? '').join('') ?? '';
    const answer = this.answerWith?.(prompt) ?? fakeAnswer(prompt);
    const usageMetadata = { promptTokenCount: Math.ceil(prompt.length / 4), candidatesTokenCount: Math.ceil(answer.length / 4), totalTokenCount: 0 };
    const candidate = (text: string) => ({ content: { role: 'model', parts: [{ text }] }, index: 0 });
    switch (kind) {
      case 'generate':
        return this.json(response, { candidates: [{ ...candidate(answer), finishReason: 'STOP' }], usageMetadata });
      case 'stream':
        return this.sse(
          response,
          this.pieces(answer).map((piece, index, all) => (index === all.length - 1 ? { candidates: [{ ...candidate(piece), finishReason: 'STOP' }], usageMetadata } : { candidates: [candidate(piece)] })),
          cut,
          false,
        );
      case 'tts':
        return this.json(response, {
          candidates: [{ content: { role: 'model', parts: [{ inlineData: { mimeType: 'audio/L16;codec=pcm;rate=24000', data: TONE_PCM.toString('base64') } }] }, finishReason: 'STOP' }],
        });
      case 'predict': {
        const count = Number((body.parameters as { sampleCount?: number } | undefined)?.sampleCount ?? 1);
        return this.json(response, { predictions: Array.from({ length: count }, () => ({ bytesBase64Encoded: PNG_1X1.toString('base64'), mimeType: 'image/png' })) });
      }
      case 'embed': {
        // batchEmbedContents sends requests[], embedContent one request as the body.
        type EmbedRequest = { content?: { parts?: Array<{ text?: string }> }; outputDimensionality?: number };
        const requests = (body.requests ?? [body]) as EmbedRequest[];
        const values = (request: EmbedRequest) => testEmbedding(request.content?.parts?.map((part) => part.text ?? '').join('') ?? '', request.outputDimensionality ?? TEST_EMBEDDING_DIMENSIONS);
        return Array.isArray(body.requests) ? this.json(response, { embeddings: requests.map((request) => ({ values: values(request) })) }) : this.json(response, { embedding: { values: values(requests[0]) } });
      }
      default:
        return this.error(response, 404);
    }
  }
}

export const startFakeOpenAi = () => new FakeAiProvider('openai').start();
export const startFakeGemini = () => new FakeAiProvider('gemini').start();
