//// Models

export type AiModelKind = 'text' | 'image' | 'voice' | 'embedding';
/** Who answers a model: OpenAI-compatible (OpenAI or a local server), OpenRouter, Google (Gemini API), or the offline voice. */
export type AiProvider = 'openai' | 'openrouter' | 'google' | 'espeak';
export const AI_PROVIDERS: readonly AiProvider[] = ['openai', 'openrouter', 'google', 'espeak'];
export const AI_MODEL_KINDS: readonly AiModelKind[] = ['text', 'image', 'voice', 'embedding'];

/** Prices an admin sets for the cost estimates (US dollars); null: not priced. */
export type AiModelPrices = {
  inputPerMillionTokens: number | null;
  outputPerMillionTokens: number | null;
  perImage: number | null;
  perMinuteOfSpeech: number | null;
};

export const NO_PRICES: AiModelPrices = { inputPerMillionTokens: null, outputPerMillionTokens: null, perImage: null, perMinuteOfSpeech: null };

export type AiModel = {
  /** What features, flows and settings name (`gpt-4.1`, `google/gemini-2.5-flash`, `imagen-3.0-generate-002`). */
  id: string;
  kind: AiModelKind;
  displayName: string;
  provider: AiProvider;
  /** The id the provider's API takes. */
  providerModelId: string;
  /** Hidden models are not offered for new choices but still run where a saved flow names them. */
  hidden: boolean;
  prices: AiModelPrices;
  /** Embedding models: the vector length. */
  dimension?: number;
  /** OpenAI reasoning models: the effort asked for (GPT-5 High). */
  reasoningEffort?: 'minimal' | 'low' | 'medium' | 'high';
  /** Part of the built-in list (renamed, hidden or priced by admins, never removed); false: added by an admin. */
  builtIn: boolean;
};

const model = (kind: AiModelKind, id: string, displayName: string, provider: AiProvider, providerModelId = id, extra: Partial<AiModel> = {}): AiModel => ({
  id,
  kind,
  displayName,
  provider,
  providerModelId,
  hidden: false,
  prices: NO_PRICES,
  builtIn: true,
  ...extra,
});

/**
 * Spec 1 §3: 13 text models (Claude Haiku 3.5, Claude Sonnet 4, GPT-4.1, the GPT-5 family with High, Mini and Nano,
 * Gemini 2.5 Pro, Flash and Flash Lite through Google and through OpenRouter), in the spec's order: the first is the
 * default of a new flow (spec 1 §9).
 */
export const SPEC_TEXT_MODELS: readonly AiModel[] = [
  model('text', 'anthropic/claude-3.5-haiku', 'Claude Haiku 3.5', 'openrouter'),
  model('text', 'anthropic/claude-sonnet-4', 'Claude Sonnet 4', 'openrouter'),
  model('text', 'gpt-4.1', 'GPT-4.1', 'openai'),
  model('text', 'gpt-5', 'GPT-5', 'openai'),
  model('text', 'gpt-5-high', 'GPT-5 High', 'openai', 'gpt-5', { reasoningEffort: 'high' }),
  model('text', 'gpt-5-mini', 'GPT-5 Mini', 'openai'),
  model('text', 'gpt-5-nano', 'GPT-5 Nano', 'openai'),
  model('text', 'gemini-2.5-pro', 'Gemini 2.5 Pro', 'google'),
  model('text', 'gemini-2.5-flash', 'Gemini 2.5 Flash', 'google'),
  model('text', 'gemini-2.5-flash-lite', 'Gemini 2.5 Flash Lite', 'google'),
  model('text', 'google/gemini-2.5-pro', 'Gemini 2.5 Pro (OpenRouter)', 'openrouter'),
  model('text', 'google/gemini-2.5-flash', 'Gemini 2.5 Flash (OpenRouter)', 'openrouter'),
  model('text', 'google/gemini-2.5-flash-lite', 'Gemini 2.5 Flash Lite (OpenRouter)', 'openrouter'),
];

/** Text models the spec's defaults name beyond its list (spec 2 §7.5, spec 3 §9). */
const DEFAULT_ONLY_TEXT_MODELS: readonly AiModel[] = [
  model('text', 'gpt-4o-mini', 'GPT-4o Mini', 'openai'),
  model('text', 'gpt-4.1-2025-04-14', 'GPT-4.1 (2025-04-14)', 'openai'),
];

/** Spec 1 §3: imagen 3.0, 4.0, 4.0 ultra, 4.0 fast, two preview variants, dall-e-3, dall-e-2. */
export const SPEC_IMAGE_MODELS: readonly AiModel[] = [
  model('image', 'imagen-3.0-generate-002', 'Imagen 3.0', 'google'),
  model('image', 'imagen-4.0-generate-001', 'Imagen 4.0', 'google'),
  model('image', 'imagen-4.0-ultra-generate-001', 'Imagen 4.0 Ultra', 'google'),
  model('image', 'imagen-4.0-fast-generate-001', 'Imagen 4.0 Fast', 'google'),
  model('image', 'imagen-4.0-generate-preview-06-06', 'Imagen 4.0 (preview)', 'google'),
  model('image', 'imagen-4.0-ultra-generate-preview-06-06', 'Imagen 4.0 Ultra (preview)', 'google'),
  model('image', 'dall-e-3', 'DALL·E 3', 'openai'),
  model('image', 'dall-e-2', 'DALL·E 2', 'openai'),
];

/** Spec 1 §3: gemini-tts, tts-1, tts-1-hd, two gemini 2.5 preview tts models, gpt-4o-mini-tts. */
export const SPEC_VOICE_MODELS: readonly AiModel[] = [
  model('voice', 'gemini-tts', 'Gemini TTS', 'google', 'gemini-2.5-flash-preview-tts'),
  model('voice', 'tts-1', 'OpenAI TTS-1', 'openai'),
  model('voice', 'tts-1-hd', 'OpenAI TTS-1 HD', 'openai'),
  model('voice', 'gemini-2.5-flash-preview-tts', 'Gemini 2.5 Flash TTS (preview)', 'google'),
  model('voice', 'gemini-2.5-pro-preview-tts', 'Gemini 2.5 Pro TTS (preview)', 'google'),
  model('voice', 'gpt-4o-mini-tts', 'GPT-4o Mini TTS', 'openai'),
];

/** The offline voice: runs without any key, chosen by name or set by an admin as the fallback voice. */
export const OFFLINE_VOICE_MODEL_ID = 'espeak-ng-vi';
const OFFLINE_VOICE: AiModel = model('voice', OFFLINE_VOICE_MODEL_ID, 'espeak-ng tiếng Việt (ngoại tuyến)', 'espeak', 'vi');

export const EMBEDDING_MODELS: readonly AiModel[] = [
  model('embedding', 'text-embedding-3-small', 'OpenAI text-embedding-3-small', 'openai', 'text-embedding-3-small', { dimension: 1536 }),
  model('embedding', 'text-embedding-3-large', 'OpenAI text-embedding-3-large', 'openai', 'text-embedding-3-large', { dimension: 3072 }),
  model('embedding', 'gemini-embedding-001', 'Gemini Embedding', 'google', 'gemini-embedding-001', { dimension: 3072 }),
  model('embedding', 'text-embedding-004', 'Gemini text-embedding-004', 'google', 'text-embedding-004', { dimension: 768 }),
];

/** Every model the product knows before any admin change, in the order lists show them. */
export const BUILT_IN_MODELS: readonly AiModel[] = [
  ...SPEC_TEXT_MODELS,
  ...DEFAULT_ONLY_TEXT_MODELS,
  ...SPEC_IMAGE_MODELS,
  ...SPEC_VOICE_MODELS,
  OFFLINE_VOICE,
  ...EMBEDDING_MODELS,
];

export const builtInModel = (id: string): AiModel | undefined => BUILT_IN_MODELS.find((entry) => entry.id === id);

//// Defaults (spec 1 §9, spec 2 §7.5, spec 3 §3 and §9): the one place features read them from

/**
 * The model each feature prefers. Only a preference: what a feature gets is the preferred model when its provider is
 * configured, else the first configured model of its kind (`defaultModelId` in rules/default-models.ts).
 */
export const AI_DEFAULTS = {
  /** Spec 1 §9: a new AI config's steps default to the first model of each list; improve uses the first text model. */
  textModel: SPEC_TEXT_MODELS[0].id,
  imageModel: SPEC_IMAGE_MODELS[0].id,
  voiceModel: SPEC_VOICE_MODELS[0].id,
  improveModel: SPEC_TEXT_MODELS[0].id,
  embeddingModel: 'text-embedding-3-small',
  /** Spec 3 §9. */
  imageDescriptionModel: 'gpt-4o-mini',
  diagramModel: 'gpt-4o-mini',
  languageModel: 'gpt-4o-mini',
  quizModel: 'gpt-4.1-2025-04-14',
  ocrSummaryModel: 'google/gemini-2.5-pro',
  /** Spec 2 §7.5. */
  essayGradingModel: 'google/gemini-2.5-flash',
  companyOverviewModel: 'google/gemini-2.5-pro',
  thesisSummaryModel: 'gpt-4.1-2025-04-14',
  /** Spec 3 §3 VOICE_GENERATION_CONFIG and §9. */
  voice: 'nova',
  audioFormat: 'mp3',
  speechSpeed: 1,
  /** Spec 1 §9: length 100 words (100-2000), image count 1 (max 10). */
  imageCount: 1,
  maxImageCount: 10,
} as const;

/** Formats the speech operation can return; spec 1 §9: mp3 is audio/mpeg. */
export const AUDIO_FORMATS = ['mp3', 'wav'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];
export const AUDIO_CONTENT_TYPES: Record<AudioFormat, string> = { mp3: 'audio/mpeg', wav: 'audio/wav' };

/** OpenAI's range for the speech speed. */
export const SPEECH_SPEED = { min: 0.25, max: 4 } as const;

/** Voices of OpenAI's speech models; Gemini TTS has its own names (a name it does not know becomes its default). */
export const OPENAI_VOICES = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse'] as const;
export const GEMINI_VOICES = [
  'Zephyr', 'Puck', 'Charon', 'Kore', 'Fenrir', 'Leda', 'Orus', 'Aoede', 'Callirrhoe', 'Autonoe', 'Enceladus', 'Iapetus', 'Umbriel', 'Algieba', 'Despina',
  'Erinome', 'Algenib', 'Rasalgethi', 'Laomedeia', 'Achernar', 'Alnilam', 'Schedar', 'Gacrux', 'Pulcherrima', 'Achird', 'Zubenelgenubi', 'Vindemiatrix',
  'Sadachbia', 'Sadaltager', 'Sulafat',
] as const;
export const GEMINI_DEFAULT_VOICE = 'Kore';

/** Whether a voice name can be asked of this provider: OpenAI knows its list, Gemini its own and OpenAI's (mapped), espeak-ng any. */
export function isKnownVoice(provider: AiProvider, voice: string): boolean {
  const openai: readonly string[] = OPENAI_VOICES;
  const gemini: readonly string[] = GEMINI_VOICES;
  if (provider === 'openai' || provider === 'openrouter') return openai.includes(voice);
  if (provider === 'google') return gemini.includes(voice) || openai.includes(voice);
  return true;
}
