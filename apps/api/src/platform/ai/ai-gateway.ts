import { randomUUID } from 'node:crypto';
import { BadRequestException, HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  AI_MESSAGES,
  AUDIO_CONTENT_TYPES,
  AI_DEFAULTS,
  SPEECH_SPEED,
  classifyProviderStatus,
  estimateCost,
  isKnownVoice,
  redactSecrets,
  shouldRetry,
  webCitationsOf,
  type AiCallDetails,
  type AiCallUsage,
  type AiModel,
  type AiModelKind,
  type AiOperation,
  type EventMetadata,
} from '@k9/domain';
import { AI_VALIDATION, MAX_PROMPT_CHARS, MAX_SPEECH_TEXT_CHARS } from '@k9/contracts';
import { AppConfig } from '../../config/app-config.js';
import { AI_CATALOG, AI_LEDGER, AI_USAGE, type AiCatalogPort, type AiLedgerPort, type AiQuotaTicket, type AiUsagePort } from './ai-ports.js';
import {
  AiCallError,
  type AiActor,
  type AiCallContext,
  type AiProviderAdapter,
  type EmbedRequest,
  type EmbedResult,
  type ImageRequest,
  type ImageResult,
  type KeepOutput,
  type SpeechRequest,
  type SpeechResult,
  type TextRequest,
  type TextResult,
  type WebSearchResult,
} from './ai.types.js';
import { parseWav, pcmSeconds, toMp3, toWav } from './audio/pcm.js';
import { mp3Seconds } from './audio/mp3-frames.js';
import { AiProviderRegistry } from './provider-registry.js';

const NO_USAGE: AiCallUsage = { inputChars: 0, outputChars: 0, inputTokens: null, outputTokens: null, images: 0, audioSeconds: 0, vectors: 0 };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

const badRequest = (message: string, code: string) => new BadRequestException({ statusCode: 400, message, code });

/** A deadline per attempt; `touch()` pushes it back (a stream's deadline runs between two chunks). */
class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout;
  readonly signal: AbortSignal;

  constructor(
    private readonly ms: number,
    outer: AbortSignal,
  ) {
    this.signal = AbortSignal.any([outer, this.controller.signal]);
    this.timer = setTimeout(() => this.controller.abort(new Error('timeout')), ms);
  }

  get expired(): boolean {
    return this.controller.signal.aborted;
  }

  touch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.controller.abort(new Error('timeout')), this.ms);
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

type Attempt<T> = (adapter: AiProviderAdapter, model: AiModel, signal: AbortSignal, deadline: Deadline) => Promise<T>;
type UsageOf<T> = (result: T, model: AiModel, callId: string) => Promise<{ usage: AiCallUsage; outputFiles: string[] }>;

type CallPlan<T> = {
  operation: AiOperation;
  kind: AiModelKind;
  modelId: string;
  inputChars: number;
  attempt: Attempt<T>;
  /** What the ledger records of a success, and the files it made. */
  usageOf: UsageOf<T>;
  /** False once part of an answer reached the caller: a retry would repeat it. */
  mayRetry?: () => boolean;
  /** Speech: the fallback voice when the chosen voice's provider is not configured. */
  fallbackModelId?: () => Promise<string | null>;
};

/**
 * The one way the platform talks to AI providers (DESIGN §8): it resolves the model in the catalog, applies the daily
 * limits, calls the provider with a deadline, retries 429/5xx/timeouts with bounded exponential backoff, and records
 * every call in the ledger (an event per call; never a key). Failures are typed `AiCallError`s; bad input is a 400.
 */
@Injectable()
export class AiGateway {
  private readonly logger = new Logger('AI');
  private readonly secrets: string[];

  constructor(
    private readonly config: AppConfig,
    private readonly providers: AiProviderRegistry,
    @Inject(AI_CATALOG) private readonly catalog: AiCatalogPort,
    @Inject(AI_LEDGER) private readonly ledger: AiLedgerPort,
    @Inject(AI_USAGE) private readonly usage: AiUsagePort,
  ) {
    const { openai, openrouter, gemini } = config.ai;
    this.secrets = [openai.apiKey, openrouter.apiKey, gemini.apiKey].filter((key): key is string => !!key);
  }

  async generateText(request: TextRequest, ctx: AiCallContext): Promise<TextResult> {
    const inputChars = this.assertTextInput(request);
    let answer = '';
    const { result, callId, model, usage } = await this.call(ctx, {
      operation: 'text',
      kind: 'text',
      modelId: request.model,
      inputChars,
      attempt: (adapter, model, signal) => adapter.text(model, request, signal),
      usageOf: async (result) => {
        answer = result.text;
        return { usage: { ...NO_USAGE, inputChars, outputChars: result.text.length, inputTokens: result.inputTokens, outputTokens: result.outputTokens }, outputFiles: [] };
      },
    });
    return { text: result.text || answer, callId, model: model.id, usage };
  }

  /** Streams the answer to `onDelta` as it comes; resolves with the whole text. A call that already streamed is not retried. */
  async generateTextStream(request: TextRequest, ctx: AiCallContext, onDelta: (delta: string) => void): Promise<TextResult> {
    const inputChars = this.assertTextInput(request);
    let streamed = false;
    const { result, callId, model, usage } = await this.call(ctx, {
      operation: 'text-stream',
      kind: 'text',
      modelId: request.model,
      inputChars,
      attempt: (adapter, model, signal, deadline) =>
        adapter.textStream(model, request, signal, (delta) => {
          streamed = true;
          deadline.touch();
          onDelta(delta);
        }),
      mayRetry: () => !streamed,
      usageOf: async (result) => ({ usage: { ...NO_USAGE, inputChars, outputChars: result.text.length, inputTokens: result.inputTokens, outputTokens: result.outputTokens }, outputFiles: [] }),
    });
    return { text: result.text, callId, model: model.id, usage };
  }

  /** Whether the model can answer with a web search: a text model whose provider is configured and searches the web. */
  async hasWebSearch(modelId: string): Promise<boolean> {
    const model = typeof modelId === 'string' ? await this.catalog.find(modelId) : undefined;
    if (!model || model.kind !== 'text' || !this.providers.isConfigured(model.provider)) return false;
    return !!this.providers.adapter(model.provider).webSearchStream;
  }

  /**
   * An answer grounded in a web search (OpenAI's Responses API with `web_search`, Gemini's `googleSearch` grounding),
   * with its citations. `onDelta`: streamed there as it comes, and a call that already streamed is not retried.
   * A provider without web search fails the call (a typed 'failed'); features ask `hasWebSearch` first.
   */
  async searchWeb(request: TextRequest, ctx: AiCallContext, onDelta?: (delta: string) => void): Promise<WebSearchResult> {
    const inputChars = this.assertTextInput(request);
    let streamed = false;
    const { result, callId, model, usage } = await this.call(ctx, {
      operation: 'web-search',
      kind: 'text',
      modelId: request.model,
      inputChars,
      attempt: (adapter, model, signal, deadline) => {
        if (!adapter.webSearchStream) throw new AiCallError('failed', AI_MESSAGES.noWebSearch);
        return adapter.webSearchStream(model, request, signal, (delta) => {
          deadline.touch();
          if (!onDelta) return;
          streamed = true;
          onDelta(delta);
        });
      },
      mayRetry: () => !streamed,
      usageOf: async (result) => ({ usage: { ...NO_USAGE, inputChars, outputChars: result.text.length, inputTokens: result.inputTokens, outputTokens: result.outputTokens }, outputFiles: [] }),
    });
    return { text: result.text, citations: webCitationsOf(result.citations), callId, model: model.id, usage };
  }

  async generateImage(request: ImageRequest, ctx: AiCallContext & { keep?: KeepOutput }): Promise<ImageResult> {
    if (typeof request.prompt !== 'string' || !request.prompt.trim()) throw badRequest(AI_VALIDATION.promptRequired, 'VALIDATION');
    if (request.prompt.length > MAX_PROMPT_CHARS) throw badRequest(AI_VALIDATION.promptTooLong, 'VALIDATION');
    if (!Number.isInteger(request.count) || request.count < 1 || request.count > AI_DEFAULTS.maxImageCount) throw badRequest(AI_VALIDATION.imageCountInvalid, 'VALIDATION');
    let files: string[] = [];
    const { result, callId, model } = await this.call(ctx, {
      operation: 'image',
      kind: 'image',
      modelId: request.model,
      inputChars: request.prompt.length,
      attempt: (adapter, model, signal) => adapter.image(model, request, signal),
      usageOf: async (result, _model, callId) => {
        if (result.images.length === 0) throw new AiCallError('failed', AI_MESSAGES.emptyAnswer);
        files = ctx.keep ? await ctx.keep(result.images, callId) : [];
        return { usage: { ...NO_USAGE, inputChars: request.prompt.length, images: result.images.length }, outputFiles: files };
      },
    });
    return { images: result.images, files, callId, model: model.id };
  }

  /** Real audio in the asked format (mp3 by default); the fallback voice answers when the chosen voice's provider is not configured. */
  async generateSpeech(request: SpeechRequest, ctx: AiCallContext & { keep?: KeepOutput }): Promise<SpeechResult> {
    if (typeof request.text !== 'string' || !request.text.trim()) throw badRequest(AI_VALIDATION.textRequired, 'VALIDATION');
    if (request.text.length > MAX_SPEECH_TEXT_CHARS) throw badRequest(AI_VALIDATION.textTooLong, 'VALIDATION');
    if (!(request.speed >= SPEECH_SPEED.min && request.speed <= SPEECH_SPEED.max)) throw badRequest(AI_VALIDATION.speedInvalid, 'VALIDATION');
    if (!(request.format in AUDIO_CONTENT_TYPES)) throw badRequest(AI_VALIDATION.formatInvalid, 'VALIDATION');
    let encoded: { audio: Buffer; seconds: number } = { audio: Buffer.alloc(0), seconds: 0 };
    let files: string[] = [];
    const { callId, model } = await this.call(ctx, {
      operation: 'speech',
      kind: 'voice',
      modelId: request.model,
      inputChars: request.text.length,
      fallbackModelId: () => this.catalog.fallbackVoice(),
      attempt: (adapter, model, signal) => {
        if (!isKnownVoice(model.provider, request.voice)) throw badRequest(AI_VALIDATION.voiceInvalid, 'VALIDATION');
        return adapter.speech(model, request, signal);
      },
      usageOf: async (result, _model, callId) => {
        encoded = encodeSpeech(result, request.format);
        if (encoded.audio.length === 0) throw new AiCallError('failed', AI_MESSAGES.emptyAnswer);
        files = ctx.keep ? await ctx.keep([{ data: encoded.audio, mimeType: AUDIO_CONTENT_TYPES[request.format] }], callId) : [];
        return { usage: { ...NO_USAGE, inputChars: request.text.length, audioSeconds: Math.round(encoded.seconds * 100) / 100 }, outputFiles: files };
      },
    });
    return { audio: encoded.audio, format: request.format, mimeType: AUDIO_CONTENT_TYPES[request.format], durationSeconds: encoded.seconds, files, callId, model: model.id };
  }

  async embed(request: EmbedRequest, ctx: AiCallContext): Promise<EmbedResult> {
    if (!Array.isArray(request.texts) || request.texts.length === 0 || request.texts.some((text) => typeof text !== 'string' || !text.trim())) {
      throw badRequest(AI_VALIDATION.promptRequired, 'VALIDATION');
    }
    const inputChars = request.texts.reduce((sum, text) => sum + text.length, 0);
    if (inputChars > MAX_PROMPT_CHARS * 10) throw badRequest(AI_VALIDATION.promptTooLong, 'VALIDATION');
    const { result, callId, model } = await this.call(ctx, {
      operation: 'embed',
      kind: 'embedding',
      modelId: request.model,
      inputChars,
      attempt: (adapter, model, signal) => adapter.embed(model, request, signal),
      usageOf: async (result) => {
        if (result.vectors.length !== request.texts.length) throw new AiCallError('failed', AI_MESSAGES.emptyAnswer);
        return { usage: { ...NO_USAGE, inputChars, inputTokens: result.inputTokens, vectors: result.vectors.length }, outputFiles: [] };
      },
    });
    return { vectors: result.vectors, dimension: result.vectors[0]?.length ?? model.dimension ?? 0, callId, model: model.id };
  }

  /**
   * Reserves `units` of the caller's daily limits when a request is accepted (a request that makes n calls reserves n):
   * a 429 with the Vietnamese refusal before any job or provider call, else the ticket its calls carry in `quota`
   * (null for callers who are not limited).
   */
  reserve(actor: AiActor, units: number): Promise<AiQuotaTicket | null> {
    return this.usage.reserve(actor, units);
  }

  /** Units of an accepted request that will never reach a provider (the request stored nothing, its job ended before calling). */
  async giveBack(ticket: AiQuotaTicket | null | undefined, units: number): Promise<void> {
    if (ticket) await this.usage.giveBack(ticket, units);
  }

  /** Provider errors with secrets removed (what the ledger and the spec's wording get). */
  redact(text: string): string {
    return redactSecrets(text, this.secrets);
  }

  //// The one call path

  private assertTextInput(request: TextRequest): number {
    const parts = [request.system ?? '', request.prompt ?? '', ...(request.messages ?? []).map((message) => message.content)];
    if (!(request.prompt ?? '').trim() && !(request.messages ?? []).some((message) => message.role === 'user' && message.content.trim())) {
      throw badRequest(AI_VALIDATION.promptRequired, 'VALIDATION');
    }
    const chars = parts.reduce((sum, part) => sum + part.length, 0);
    if (chars > MAX_PROMPT_CHARS * 2) throw badRequest(AI_VALIDATION.promptTooLong, 'VALIDATION');
    return chars;
  }

  private async resolve(modelId: string, kind: AiModelKind): Promise<AiModel> {
    const model = typeof modelId === 'string' ? await this.catalog.find(modelId) : undefined;
    if (!model) throw badRequest(AI_MESSAGES.unknownModel(String(modelId)), 'UNKNOWN_MODEL');
    if (model.kind !== kind) throw badRequest(AI_MESSAGES.wrongKind(model.id, kind), 'WRONG_MODEL_KIND');
    return model;
  }

  private async call<T>(ctx: AiCallContext, plan: CallPlan<T>): Promise<{ result: T; callId: string; model: AiModel; usage: AiCallUsage }> {
    let model = await this.resolve(plan.modelId, plan.kind);
    const quota = ctx.quota !== undefined ? ctx.quota : await this.usage.reserve(ctx.actor, 1);
    if (!this.providers.isConfigured(model.provider) && plan.fallbackModelId) {
      const fallbackId = await plan.fallbackModelId();
      const fallback = fallbackId ? await this.catalog.find(fallbackId) : undefined;
      if (fallback && fallback.kind === plan.kind && this.providers.isConfigured(fallback.provider)) model = fallback;
    }
    const callId = randomUUID();
    const startedAt = new Date();
    const outer = ctx.signal ?? new AbortController().signal;
    let attempts = 0;
    let answered = false;
    try {
      const adapter = this.providers.adapter(model.provider);
      for (;;) {
        attempts++;
        const deadline = new Deadline(this.config.ai.timeoutMs, outer);
        try {
          const result = await plan.attempt(adapter, model, deadline.signal, deadline);
          answered = true;
          deadline.clear();
          const { usage, outputFiles } = await plan.usageOf(result, model, callId);
          await this.record(ctx, model, plan, { callId, startedAt, attempts, usage, outputFiles, outcome: 'ok', errorText: null });
          return { result, callId, model, usage };
        } catch (error) {
          deadline.clear();
          if (error instanceof HttpException) throw error;
          const failure = this.typed(error, outer, deadline);
          const retry = attempts <= this.config.ai.maxRetries && shouldRetry(failure.kind, failure.status) && (plan.mayRetry?.() ?? true);
          if (!retry) throw failure;
          const wait = Math.min(this.config.ai.retryMaxMs, this.config.ai.retryBaseMs * 2 ** (attempts - 1));
          this.logger.warn(`AI ${plan.operation} ${model.id}: ${failure.kind} (attempt ${attempts}), retrying in ${wait} ms`);
          await sleep(wait, outer).catch(() => {
            throw new AiCallError('aborted', AI_MESSAGES.aborted);
          });
        }
      }
    } catch (error) {
      // Refused before anything reached a provider (bad input, no provider configured): the unit is given back.
      if (quota && !answered && (error instanceof HttpException || (error instanceof AiCallError && error.kind === 'not_configured'))) await this.usage.giveBack(quota, 1);
      if (error instanceof HttpException) {
        // Refused before any provider call (bad input): nothing to record. After an answer (its files could not be
        // kept, e.g. over the storage quota), the call happened and the ledger says how it ended.
        if (answered) await this.record(ctx, model, plan, { callId, startedAt, attempts, usage: { ...NO_USAGE, inputChars: plan.inputChars }, outputFiles: [], outcome: 'failed', errorText: error.message });
        throw error;
      }
      const failure = error instanceof AiCallError ? error : this.typed(error, outer, null);
      await this.record(ctx, model, plan, { callId, startedAt, attempts, usage: { ...NO_USAGE, inputChars: plan.inputChars }, outputFiles: [], outcome: failure.kind, errorText: failure.text });
      throw failure.withCall(callId);
    }
  }

  /** Any error of an SDK, a stop or a deadline, as a typed failure with the provider's text (secrets removed). */
  private typed(error: unknown, outer: AbortSignal, deadline: Deadline | null): AiCallError {
    if (error instanceof AiCallError) return new AiCallError(error.kind, this.redact(error.text), error.status);
    if (outer.aborted) return new AiCallError('aborted', AI_MESSAGES.aborted);
    if (deadline?.expired) return new AiCallError('timed_out', AI_MESSAGES.timedOut);
    const { status, message, name } = error as { status?: unknown; message?: unknown; name?: unknown };
    const code = typeof status === 'number' ? status : null;
    const text = this.redact(typeof message === 'string' && message ? message : String(error));
    if (name === 'APIConnectionTimeoutError' || /timed? ?out/i.test(text)) return new AiCallError('timed_out', text, code);
    return new AiCallError(classifyProviderStatus(code, text), text, code);
  }

  private async record(
    ctx: AiCallContext,
    model: AiModel,
    plan: Pick<CallPlan<unknown>, 'operation'>,
    outcome: Pick<AiCallDetails, 'callId' | 'attempts' | 'usage' | 'outputFiles' | 'outcome' | 'errorText'> & { startedAt: Date },
  ): Promise<void> {
    const { startedAt, ...rest } = outcome;
    const details: AiCallDetails = {
      ...rest,
      operation: plan.operation,
      purpose: ctx.purpose,
      actorId: ctx.actor?.id ?? null,
      actorClassIds: [...(ctx.actor?.classIds ?? [])],
      model: model.id,
      provider: model.provider,
      providerModelId: model.providerModelId,
      template: ctx.template ?? null,
      latencyMs: Date.now() - startedAt.getTime(),
      estimatedCostUsd: outcome.outcome === 'ok' ? estimateCost(model.prices, outcome.usage) : null,
      jobId: ctx.jobId ?? null,
      startedAt: startedAt.toISOString(),
    };
    const metadata: EventMetadata = {
      actorId: ctx.actor?.id ?? null,
      actorEmail: ctx.actor?.email ?? null,
      correlationId: ctx.correlationId ?? outcome.callId,
      causationId: outcome.callId,
      occurredAt: new Date().toISOString(),
      jobId: ctx.jobId ?? null,
      model: model.id,
      ...(ctx.template ? { template: ctx.template } : {}),
    };
    await this.ledger.record(details, metadata);
  }
}

/** Provider audio in the asked format: encoded audio as it came, PCM encoded here (mp3 with lamejs, or WAV). */
function encodeSpeech(result: Awaited<ReturnType<AiProviderAdapter['speech']>>, format: 'mp3' | 'wav'): { audio: Buffer; seconds: number } {
  if ('audio' in result) return { audio: result.audio, seconds: format === 'mp3' ? mp3Seconds(result.audio) : wavSeconds(result.audio) };
  const pcm = { samples: result.pcm, sampleRate: result.sampleRate };
  if (pcm.samples.length === 0) return { audio: Buffer.alloc(0), seconds: 0 };
  return { audio: format === 'mp3' ? toMp3(pcm) : toWav(pcm), seconds: pcmSeconds(pcm) };
}

const wavSeconds = (audio: Buffer): number => {
  try {
    return pcmSeconds(parseWav(audio));
  } catch {
    return 0;
  }
};
