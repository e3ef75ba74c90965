import { GoogleGenAI, type Content } from '@google/genai';
import { citationsOfGrounding, GEMINI_DEFAULT_VOICE, GEMINI_VOICES, type AiModel } from '@k9/domain';
import {
  AiCallError,
  STREAM_CUT,
  type AiProviderAdapter,
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

const contentsOf = (request: TextRequest): { system: string | undefined; contents: Content[] } => {
  const system = [request.system, ...(request.messages ?? []).filter((m) => m.role === 'system').map((m) => m.content)].filter(Boolean).join('\n\n') || undefined;
  const contents: Content[] = (request.messages ?? [])
    .filter((message) => message.role !== 'system')
    .map((message) => ({ role: message.role === 'assistant' ? 'model' : 'user', parts: [{ text: message.content }] }));
  if (request.prompt) contents.push({ role: 'user', parts: [{ text: request.prompt }] });
  return { system, contents };
};

const GEMINI_API_URL = 'https://generativelanguage.googleapis.com';

const geminiVoice = (voice: string): string => ((GEMINI_VOICES as readonly string[]).includes(voice) ? voice : GEMINI_DEFAULT_VOICE);

/** Gemini TTS answers 16-bit mono PCM (`audio/L16;codec=pcm;rate=24000`). */
const rateOf = (mimeType: string | undefined): number => Number(/rate=(\d+)/.exec(mimeType ?? '')?.[1] ?? 24000);

/** Google's Gemini API through @google/genai: Gemini text and embeddings, Imagen, Gemini TTS. */
export class GoogleProvider implements AiProviderAdapter {
  private readonly client: GoogleGenAI;
  private readonly apiKey: string;
  private readonly baseUrl: string;

  constructor(options: { apiKey: string; baseUrl: string | null }) {
    this.apiKey = options.apiKey;
    this.baseUrl = (options.baseUrl ?? GEMINI_API_URL).replace(/\/+$/, '');
    // Plain fetch: the gateway's deadline bounds each attempt (the SDK's own undici dispatcher is not needed for that).
    const fetchImpl: typeof fetch = (input, init) => fetch(input, init);
    this.client = new GoogleGenAI({ apiKey: options.apiKey, httpOptions: { fetch: fetchImpl, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) } });
  }

  async text(model: AiModel, request: TextRequest, signal: AbortSignal): Promise<ProviderText> {
    const { system, contents } = contentsOf(request);
    const response = await this.client.models.generateContent({
      model: model.providerModelId,
      contents,
      config: {
        abortSignal: signal,
        ...(system ? { systemInstruction: system } : {}),
        ...(request.maxOutputTokens ? { maxOutputTokens: request.maxOutputTokens } : {}),
        // The standard JSON schema as is (responseJsonSchema), not Gemini's OpenAPI subset (responseSchema).
        ...(request.jsonSchema ? { responseMimeType: 'application/json', responseJsonSchema: request.jsonSchema.schema } : {}),
      },
    });
    return { text: response.text ?? '', inputTokens: response.usageMetadata?.promptTokenCount ?? null, outputTokens: response.usageMetadata?.candidatesTokenCount ?? null };
  }

  textStream(model: AiModel, request: TextRequest, signal: AbortSignal, onDelta: (delta: string) => void): Promise<ProviderText> {
    return this.streamed(model, request, signal, onDelta, false);
  }

  /** Grounding with Google Search (`tools: [{ googleSearch: {} }]`): the citations are the grounding chunks' `web`. */
  readonly webSearchStream = (model: AiModel, request: TextRequest, signal: AbortSignal, onDelta: (delta: string) => void): Promise<ProviderWebAnswer> =>
    this.streamed(model, request, signal, onDelta, true);

  private async streamed(model: AiModel, request: TextRequest, signal: AbortSignal, onDelta: (delta: string) => void, search: boolean): Promise<ProviderWebAnswer> {
    const { system, contents } = contentsOf(request);
    const stream = await this.client.models.generateContentStream({
      model: model.providerModelId,
      contents,
      config: {
        abortSignal: signal,
        ...(system ? { systemInstruction: system } : {}),
        ...(request.maxOutputTokens ? { maxOutputTokens: request.maxOutputTokens } : {}),
        ...(search ? { tools: [{ googleSearch: {} }] } : {}),
      },
    });
    const citations: ProviderWebAnswer['citations'] = [];
    let text = '';
    let inputTokens: number | null = null;
    let outputTokens: number | null = null;
    let finished = false;
    for await (const chunk of stream) {
      if (chunk.candidates?.some((candidate) => candidate.finishReason)) finished = true;
      const delta = chunk.text;
      if (delta) {
        text += delta;
        onDelta(delta);
      }
      if (chunk.usageMetadata) {
        inputTokens = chunk.usageMetadata.promptTokenCount ?? inputTokens;
        outputTokens = chunk.usageMetadata.candidatesTokenCount ?? outputTokens;
      }
      citations.push(...citationsOfGrounding(chunk.candidates?.[0]?.groundingMetadata));
    }
    if (!finished) throw new AiCallError('failed', STREAM_CUT);
    return { text, inputTokens, outputTokens, citations };
  }

  /**
   * Imagen on the Gemini API is `POST /v1beta/models/{model}:predict`. @google/genai 2.x sends generateImages only to
   * Vertex AI, so this one request is made here, in the same wire format and with the same key header.
   */
  async image(model: AiModel, request: ImageRequest, signal: AbortSignal): Promise<ProviderImages> {
    const response = await fetch(`${this.baseUrl}/v1beta/models/${encodeURIComponent(model.providerModelId)}:predict`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': this.apiKey },
      body: JSON.stringify({ instances: [{ prompt: request.prompt }], parameters: { sampleCount: request.count } }),
      signal,
    });
    const body = (await response.json().catch(() => ({}))) as { predictions?: Array<{ bytesBase64Encoded?: string; mimeType?: string }>; error?: { message?: string } };
    if (!response.ok) throw Object.assign(new Error(body.error?.message ?? `Imagen HTTP ${response.status}`), { status: response.status });
    const images = (body.predictions ?? [])
      .filter((prediction) => prediction.bytesBase64Encoded)
      .map((prediction) => ({ data: Buffer.from(prediction.bytesBase64Encoded!, 'base64'), mimeType: prediction.mimeType ?? 'image/png' }));
    return { images };
  }

  async speech(model: AiModel, request: SpeechRequest, signal: AbortSignal): Promise<ProviderSpeech> {
    const text = request.instructions ? `${request.instructions}\n\n${request.text}` : request.text;
    const response = await this.client.models.generateContent({
      model: model.providerModelId,
      contents: [{ role: 'user', parts: [{ text }] }],
      config: { abortSignal: signal, responseModalities: ['AUDIO'], speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: geminiVoice(request.voice) } } } },
    });
    const inline = response.candidates?.[0]?.content?.parts?.find((part) => part.inlineData?.data)?.inlineData;
    if (!inline?.data) return { pcm: new Int16Array(0), sampleRate: 24000 };
    const bytes = Buffer.from(inline.data, 'base64');
    const pcm = new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + (bytes.length - (bytes.length % 2))));
    return { pcm, sampleRate: rateOf(inline.mimeType) };
  }

  async embed(model: AiModel, request: EmbedRequest, signal: AbortSignal): Promise<ProviderEmbeddings> {
    const response = await this.client.models.embedContent({ model: model.providerModelId, contents: request.texts, config: { abortSignal: signal } });
    return { vectors: (response.embeddings ?? []).map((embedding) => embedding.values ?? []), inputTokens: null };
  }
}
