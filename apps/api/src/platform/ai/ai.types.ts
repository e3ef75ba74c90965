import type { AiCallUsage, AiErrorKind, AiModel, AudioFormat, WebCitation } from '@k9/domain';
import type { AiQuotaTicket } from './ai-ports.js';

/** Who a call is for: a signed-in user (limits apply to learners), or null for the system's own work. */
export type AiActor = { id: string; email: string | null; isAdmin: boolean; classIds: readonly string[] } | null;

/** What every gateway operation takes besides its request: for the ledger, the limits and stopping. */
export type AiCallContext = {
  /** What the call is for, as features name it (`studio.step`, `quiz.grade-essay`, `admin.generate-text` ...). */
  purpose: string;
  actor: AiActor;
  signal?: AbortSignal;
  jobId?: string | null;
  correlationId?: string;
  /** The prompt template and its version, where one was used. */
  template?: { id: string; version: number } | null;
  /**
   * Set (a ticket, or null for a caller who is not limited): this call's unit of the daily limits was reserved when
   * the request was accepted. Unset: the gateway reserves one itself.
   */
  quota?: AiQuotaTicket | null;
};

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** A JSON schema the reply must follow, where the provider supports structured output (OpenAI-compatible, Gemini). */
export type ReplySchema = { name: string; schema: Record<string, unknown> };
export type TextRequest = { model: string; system?: string; prompt?: string; messages?: ChatMessage[]; maxOutputTokens?: number; jsonSchema?: ReplySchema };
export type TextResult = { text: string; callId: string; model: string; usage: AiCallUsage };
/** An answer searched on the web: its text and what it cites (bounded, each address once). */
export type WebSearchResult = TextResult & { citations: WebCitation[] };

export type ImageRequest = { model: string; prompt: string; count: number };
export type GeneratedImage = { data: Buffer; mimeType: string };
export type ImageResult = { images: GeneratedImage[]; files: string[]; callId: string; model: string };

export type SpeechRequest = { model: string; text: string; voice: string; format: AudioFormat; speed: number; instructions?: string };
export type SpeechResult = { audio: Buffer; format: AudioFormat; mimeType: string; durationSeconds: number; files: string[]; callId: string; model: string };

export type EmbedRequest = { model: string; texts: string[] };
export type EmbedResult = { vectors: number[][]; dimension: number; callId: string; model: string };

/** Keeps what a call made (images, audio) and returns its addresses, so the ledger entry names them; `callId` is the call that made them. */
export type KeepOutput = (files: Array<{ data: Buffer; mimeType: string }>, callId: string) => Promise<string[]>;

//// What a provider adapter answers

export type ProviderText = { text: string; inputTokens: number | null; outputTokens: number | null };
export type ProviderImages = { images: GeneratedImage[] };
/** Either encoded audio in the asked format, or raw 16-bit mono PCM that the gateway encodes. */
export type ProviderSpeech = { audio: Buffer; format: AudioFormat } | { pcm: Int16Array; sampleRate: number };
export type ProviderEmbeddings = { vectors: number[][]; inputTokens: number | null };
/** A web-searched answer as the provider gave it: citations as raw { uri, title } pairs (the gateway keeps the valid ones). */
export type ProviderWebAnswer = ProviderText & { citations: Array<{ uri: unknown; title: unknown }> };

export interface AiProviderAdapter {
  text(model: AiModel, request: TextRequest, signal: AbortSignal): Promise<ProviderText>;
  textStream(model: AiModel, request: TextRequest, signal: AbortSignal, onDelta: (delta: string) => void): Promise<ProviderText>;
  image(model: AiModel, request: ImageRequest, signal: AbortSignal): Promise<ProviderImages>;
  speech(model: AiModel, request: SpeechRequest, signal: AbortSignal): Promise<ProviderSpeech>;
  embed(model: AiModel, request: EmbedRequest, signal: AbortSignal): Promise<ProviderEmbeddings>;
  /**
   * An answer grounded in a web search, streamed to `onDelta`. Absent: the provider has no web search (OpenRouter and
   * other OpenAI-compatible servers), and a feature falls back to the ordinary chat.
   */
  readonly webSearchStream?: (model: AiModel, request: TextRequest, signal: AbortSignal, onDelta: (delta: string) => void) => Promise<ProviderWebAnswer>;
  close?(): Promise<void>;
}

/** A stream that ended before the provider said it was done. */
export const STREAM_CUT = 'Luồng trả lời của nhà cung cấp AI bị ngắt giữa chừng.';

/** A typed failure of a call. `text` is the provider's text with secrets removed (for the ledger and the spec's wording). */
export class AiCallError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    readonly text: string,
    readonly status: number | null = null,
    readonly callId: string | null = null,
  ) {
    super(text);
    this.name = 'AiCallError';
  }

  withCall(callId: string): AiCallError {
    return new AiCallError(this.kind, this.text, this.status, callId);
  }
}
