import OpenAI from 'openai';
import type { Response as OpenAiResponse } from 'openai/resources/responses/responses';
import { citationsOfAnnotations, type AiModel } from '@k9/domain';
import {
  AiCallError,
  STREAM_CUT,
  type AiProviderAdapter,
  type ChatMessage,
  type EmbedRequest,
  type ImageRequest,
  type ProviderEmbeddings,
  type ProviderImages,
  type ProviderSpeech,
  type ProviderText,
  type ProviderWebAnswer,
  type SpeechRequest,
  type TextRequest,
} from '../ai.types.js';

/** The messages of a text request: the system message first, then the conversation or the prompt. */
export function chatMessages(request: TextRequest): ChatMessage[] {
  const messages: ChatMessage[] = [];
  if (request.system) messages.push({ role: 'system', content: request.system });
  if (request.messages?.length) messages.push(...request.messages);
  if (request.prompt) messages.push({ role: 'user', content: request.prompt });
  return messages;
}

const DALL_E_ONE_AT_A_TIME = new Set(['dall-e-3']);

/** The `url_citation` annotations of a finished response's messages. */
const responseCitations = (response: OpenAiResponse): ProviderWebAnswer['citations'] =>
  response.output.flatMap((item) => (item.type === 'message' ? item.content.flatMap((part) => (part.type === 'output_text' ? citationsOfAnnotations(part.annotations) : [])) : []));

/**
 * OpenAI itself, OpenRouter, or any server speaking OpenAI's API (Ollama, vLLM, LM Studio) at `baseURL`. Retries
 * and timeouts are the gateway's (the SDK's own retries are off), so one policy covers every provider.
 */
export class OpenAiCompatibleProvider implements AiProviderAdapter {
  private readonly client: OpenAI;

  /** OpenAI itself only: the Responses API with the `web_search` tool. OpenRouter and other servers have none. */
  readonly webSearchStream?: AiProviderAdapter['webSearchStream'];

  constructor(options: { apiKey: string | null; baseURL: string; headers?: Record<string, string>; webSearch?: boolean }) {
    // A local server may need no key; the SDK insists on one.
    this.client = new OpenAI({ apiKey: options.apiKey ?? 'khong-can-khoa', baseURL: options.baseURL, maxRetries: 0, timeout: 3_600_000, defaultHeaders: options.headers });
    if (options.webSearch) this.webSearchStream = (model, request, signal, onDelta) => this.searchWeb(model, request, signal, onDelta);
  }

  /**
   * `POST /responses` streamed, with `tools: [{ type: 'web_search' }]`: the text from `response.output_text.delta`,
   * the citations from the `url_citation` annotations (the finished response's, else those streamed one by one).
   */
  private async searchWeb(model: AiModel, request: TextRequest, signal: AbortSignal, onDelta: (delta: string) => void): Promise<ProviderWebAnswer> {
    const messages = chatMessages(request);
    const instructions = messages.filter((message) => message.role === 'system').map((message) => message.content).join('\n\n');
    const input = messages.filter((message) => message.role !== 'system').map((message) => ({ role: message.role as 'user' | 'assistant', content: message.content }));
    const stream = await this.client.responses.create(
      {
        model: model.providerModelId,
        input,
        tools: [{ type: 'web_search' }],
        stream: true,
        ...(instructions ? { instructions } : {}),
        ...(request.maxOutputTokens ? { max_output_tokens: request.maxOutputTokens } : {}),
        ...(model.reasoningEffort ? { reasoning: { effort: model.reasoningEffort } } : {}),
      },
      { signal },
    );
    let text = '';
    let streamed: ProviderWebAnswer['citations'] = [];
    let finished: OpenAiResponse | null = null;
    for await (const event of stream) {
      switch (event.type) {
        case 'response.output_text.delta':
          text += event.delta;
          onDelta(event.delta);
          break;
        case 'response.output_text.annotation.added':
          streamed = [...streamed, ...citationsOfAnnotations([event.annotation])];
          break;
        case 'response.completed':
        case 'response.incomplete':
          finished = event.response;
          break;
        case 'response.failed':
          throw new AiCallError('failed', event.response.error?.message ?? STREAM_CUT);
        case 'error':
          throw new AiCallError('failed', event.message);
        default:
          break;
      }
    }
    if (!finished) throw new AiCallError('failed', STREAM_CUT);
    const kept = responseCitations(finished);
    return { text, inputTokens: finished.usage?.input_tokens ?? null, outputTokens: finished.usage?.output_tokens ?? null, citations: kept.length ? kept : streamed };
  }

  async text(model: AiModel, request: TextRequest, signal: AbortSignal): Promise<ProviderText> {
    const completion = await this.client.chat.completions.create(
      {
        model: model.providerModelId,
        messages: chatMessages(request),
        ...(request.maxOutputTokens ? { max_completion_tokens: request.maxOutputTokens } : {}),
        ...(model.reasoningEffort ? { reasoning_effort: model.reasoningEffort } : {}),
        ...(request.jsonSchema ? { response_format: { type: 'json_schema' as const, json_schema: { name: request.jsonSchema.name, schema: request.jsonSchema.schema, strict: true } } } : {}),
      },
      { signal },
    );
    return {
      text: completion.choices[0]?.message?.content ?? '',
      inputTokens: completion.usage?.prompt_tokens ?? null,
      outputTokens: completion.usage?.completion_tokens ?? null,
    };
  }

  async textStream(model: AiModel, request: TextRequest, signal: AbortSignal, onDelta: (delta: string) => void): Promise<ProviderText> {
    const stream = await this.client.chat.completions.create(
      {
        model: model.providerModelId,
        messages: chatMessages(request),
        stream: true,
        stream_options: { include_usage: true },
        ...(request.maxOutputTokens ? { max_completion_tokens: request.maxOutputTokens } : {}),
        ...(model.reasoningEffort ? { reasoning_effort: model.reasoningEffort } : {}),
      },
      { signal },
    );
    let text = '';
    let inputTokens: number | null = null;
    let outputTokens: number | null = null;
    let finished = false;
    for await (const chunk of stream) {
      if (chunk.usage || chunk.choices.some((choice) => choice.finish_reason)) finished = true;
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) {
        text += delta;
        onDelta(delta);
      }
      if (chunk.usage) {
        inputTokens = chunk.usage.prompt_tokens ?? null;
        outputTokens = chunk.usage.completion_tokens ?? null;
      }
    }
    // A stream that ends without a finish reason or usage was cut (the connection closed half-way).
    if (!finished) throw new AiCallError('failed', STREAM_CUT);
    return { text, inputTokens, outputTokens };
  }

  async image(model: AiModel, request: ImageRequest, signal: AbortSignal): Promise<ProviderImages> {
    const perCall = DALL_E_ONE_AT_A_TIME.has(model.providerModelId) ? 1 : request.count;
    const images: ProviderImages['images'] = [];
    while (images.length < request.count) {
      const n = Math.min(perCall, request.count - images.length);
      const response = await this.client.images.generate(
        { model: model.providerModelId, prompt: request.prompt, n, ...(model.providerModelId.startsWith('dall-e') ? { response_format: 'b64_json' as const } : {}) },
        { signal },
      );
      const data = response.data ?? [];
      if (data.length === 0) break;
      for (const item of data) if (item.b64_json) images.push({ data: Buffer.from(item.b64_json, 'base64'), mimeType: 'image/png' });
    }
    return { images };
  }

  async speech(model: AiModel, request: SpeechRequest, signal: AbortSignal): Promise<ProviderSpeech> {
    const response = await this.client.audio.speech.create(
      {
        model: model.providerModelId,
        voice: request.voice,
        input: request.text,
        response_format: request.format,
        speed: request.speed,
        ...(request.instructions && model.providerModelId === 'gpt-4o-mini-tts' ? { instructions: request.instructions } : {}),
      },
      { signal },
    );
    return { audio: Buffer.from(await response.arrayBuffer()), format: request.format };
  }

  async embed(model: AiModel, request: EmbedRequest, signal: AbortSignal): Promise<ProviderEmbeddings> {
    const response = await this.client.embeddings.create({ model: model.providerModelId, input: request.texts, encoding_format: 'float' }, { signal });
    const vectors = [...response.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
    return { vectors, inputTokens: response.usage?.prompt_tokens ?? null };
  }

  async close(): Promise<void> {
    // The SDK keeps no sockets of its own beyond fetch's pool.
  }
}
