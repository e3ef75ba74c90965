import OpenAI from 'openai';
import type { AiModel } from '@k9/domain';
import { AiCallError, STREAM_CUT, type AiProviderAdapter, type ChatMessage, type EmbedRequest, type ImageRequest, type ProviderEmbeddings, type ProviderImages, type ProviderSpeech, type ProviderText, type SpeechRequest, type TextRequest } from '../ai.types.js';

/** The messages of a text request: the system message first, then the conversation or the prompt. */
export function chatMessages(request: TextRequest): ChatMessage[] {
  const messages: ChatMessage[] = [];
  if (request.system) messages.push({ role: 'system', content: request.system });
  if (request.messages?.length) messages.push(...request.messages);
  if (request.prompt) messages.push({ role: 'user', content: request.prompt });
  return messages;
}

const DALL_E_ONE_AT_A_TIME = new Set(['dall-e-3']);

/**
 * OpenAI itself, OpenRouter, or any server speaking OpenAI's API (Ollama, vLLM, LM Studio) at `baseURL`. Retries
 * and timeouts are the gateway's (the SDK's own retries are off), so one policy covers every provider.
 */
export class OpenAiCompatibleProvider implements AiProviderAdapter {
  private readonly client: OpenAI;

  constructor(options: { apiKey: string | null; baseURL: string; headers?: Record<string, string> }) {
    // A local server may need no key; the SDK insists on one.
    this.client = new OpenAI({ apiKey: options.apiKey ?? 'khong-can-khoa', baseURL: options.baseURL, maxRetries: 0, timeout: 3_600_000, defaultHeaders: options.headers });
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
