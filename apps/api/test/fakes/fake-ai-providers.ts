import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { toMp3 } from '../../src/platform/ai/audio/pcm.js';
import { testEmbedding, TEST_EMBEDDING_DIMENSIONS } from './test-embedder.js';

/** What the next request of a kind gets: the normal answer, an error status, no answer at all, or a stream cut half-way. */
export type FakeBehaviour = 'ok' | 'hang' | 'cut' | { status: number; message?: string };

export type FakeKind = 'chat' | 'chat-stream' | 'responses' | 'images' | 'speech' | 'embeddings' | 'generate' | 'stream' | 'predict' | 'tts' | 'embed';

/** What a web search cites: OpenAI's `url_citation` annotations, Gemini's `groundingChunks[].web`. */
export type FakeWebCitation = { uri: string; title: string };
export const FAKE_WEB_CITATIONS: readonly FakeWebCitation[] = [
  { uri: 'https://cafef.vn/fpt-lai-ky-luc.chn', title: 'FPT lãi kỷ lục quý III' },
  { uri: 'https://vnexpress.net/kinh-doanh/chung-khoan', title: 'Chứng khoán hôm nay' },
];

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
 * and SSE, the Responses API with web search, images, audio/speech, embeddings) or the Gemini API's (generateContent,
 * streamGenerateContent, with groundingMetadata when asked to search, Imagen predict, TTS through generateContent,
 * batchEmbedContents). `script(kind, ...)` sets what the next requests get.
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
  /** What a web search (OpenAI's /responses, Gemini with googleSearch) cites. */
  webCitations: FakeWebCitation[] = [...FAKE_WEB_CITATIONS];
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
    this.webCitations = [...FAKE_WEB_CITATIONS];
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
      if (path.endsWith('/responses')) return 'responses';
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
    if (behaviour === 'cut' && kind !== 'chat-stream' && kind !== 'stream' && kind !== 'responses') {
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

  /** The Responses API streamed as OpenAI sends it: `event:` and `data:` lines, no [DONE]. */
  private async responsesSse(response: ServerResponse, events: Array<Record<string, unknown>>, cut: boolean): Promise<void> {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    for (const [index, event] of events.entries()) {
      if (cut && index === Math.floor(events.length / 2)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        response.socket?.destroy();
        return;
      }
      response.write(`event: ${String(event.type)}\ndata: ${JSON.stringify({ ...event, sequence_number: index })}\n\n`);
      if (this.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, this.chunkDelayMs));
    }
    response.end();
  }

  /**
   * `POST /v1/responses` with the `web_search` tool, streamed: a web_search_call item, then the message whose text comes
   * as `response.output_text.delta` and whose `url_citation` annotations come as `response.output_text.annotation.added`,
   * then `response.completed` with the whole response. Not streamed: the response object.
   */
  private async responses(body: Record<string, unknown>, response: ServerResponse, cut: boolean): Promise<void> {
    const input = (Array.isArray(body.input) ? body.input : [{ role: 'user', content: String(body.input ?? '') }]) as Array<{ role: string; content: string }>;
    const prompt = [...input].reverse().find((message) => message.role === 'user')?.content ?? '';
    const answer = this.answerWith?.(prompt) ?? fakeAnswer(prompt);
    const annotations = this.webCitations.map((citation) => ({ type: 'url_citation', start_index: 0, end_index: answer.length, url: citation.uri, title: citation.title }));
    const search = { type: 'web_search_call', id: 'ws_fake', status: 'completed', action: { type: 'search', query: prompt.slice(0, 100) } };
    const part = { type: 'output_text', text: answer, annotations, logprobs: [] };
    const message = { type: 'message', id: 'msg_fake', status: 'completed', role: 'assistant', content: [part] };
    const usage = { input_tokens: Math.ceil(JSON.stringify(input).length / 4), input_tokens_details: { cached_tokens: 0 }, output_tokens: Math.ceil(answer.length / 4), output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 0 };
    const base = { id: 'resp_fake', object: 'response', created_at: Math.floor(Date.now() / 1000), model: body.model, tools: body.tools ?? [], error: null, incomplete_details: null, instructions: body.instructions ?? null };
    const done = { ...base, status: 'completed', output: [search, message], usage };
    if (!body.stream) return this.json(response, { ...done, output_text: answer });
    const at = { item_id: 'msg_fake', output_index: 1, content_index: 0 };
    const events: Array<Record<string, unknown>> = [
      { type: 'response.created', response: { ...base, status: 'in_progress', output: [], usage: null } },
      { type: 'response.in_progress', response: { ...base, status: 'in_progress', output: [], usage: null } },
      { type: 'response.output_item.added', output_index: 0, item: { ...search, status: 'in_progress' } },
      { type: 'response.web_search_call.in_progress', output_index: 0, item_id: 'ws_fake' },
      { type: 'response.web_search_call.searching', output_index: 0, item_id: 'ws_fake' },
      { type: 'response.web_search_call.completed', output_index: 0, item_id: 'ws_fake' },
      { type: 'response.output_item.done', output_index: 0, item: search },
      { type: 'response.output_item.added', output_index: 1, item: { ...message, status: 'in_progress', content: [] } },
      { type: 'response.content_part.added', ...at, part: { type: 'output_text', text: '', annotations: [], logprobs: [] } },
      ...this.pieces(answer).map((delta) => ({ type: 'response.output_text.delta', ...at, delta, logprobs: [] })),
      ...annotations.map((annotation, index) => ({ type: 'response.output_text.annotation.added', ...at, annotation_index: index, annotation })),
      { type: 'response.output_text.done', ...at, text: answer, logprobs: [] },
      { type: 'response.content_part.done', ...at, part },
      { type: 'response.output_item.done', output_index: 1, item: message },
      { type: 'response.completed', response: done },
    ];
    return this.responsesSse(response, events, cut);
  }

  private async openai(kind: FakeKind, body: Record<string, unknown>, response: ServerResponse, cut: boolean): Promise<void> {
    if (kind === 'responses') return this.responses(body, response, cut);
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
    // Grounding with Google Search (tools: [{ googleSearch: {} }]): the answer's (last chunk's) candidate carries groundingMetadata.
    const grounded = Array.isArray(body.tools) && (body.tools as Array<Record<string, unknown>>).some((tool) => tool && 'googleSearch' in tool);
    const grounding = grounded
      ? {
          groundingMetadata: {
            webSearchQueries: [prompt.slice(0, 100)],
            groundingChunks: this.webCitations.map((citation) => ({ web: { uri: citation.uri, title: citation.title } })),
            groundingSupports: [{ segment: { startIndex: 0, endIndex: answer.length, text: answer }, groundingChunkIndices: this.webCitations.map((_, index) => index) }],
          },
        }
      : {};
    switch (kind) {
      case 'generate':
        return this.json(response, { candidates: [{ ...candidate(answer), finishReason: 'STOP', ...grounding }], usageMetadata });
      case 'stream':
        return this.sse(
          response,
          this.pieces(answer).map((piece, index, all) => (index === all.length - 1 ? { candidates: [{ ...candidate(piece), finishReason: 'STOP', ...grounding }], usageMetadata } : { candidates: [candidate(piece)] })),
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
