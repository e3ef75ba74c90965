import { AI_DEFAULTS, AUDIO_FORMATS, SPEECH_SPEED, type AudioFormat } from '../../ai/model-catalog.js';

/** Spec 3 §3 IMAGE_GENERATION_CONFIG, with every field filled (stored values over the defaults). */
export type ImageGenerationConfig = {
  descriptionModel: string;
  descriptionSystemMessage: string;
  imageModel: string;
  imageSystemMessage: string;
  /** `{summary}` is replaced with the record's summary. */
  englishPromptTemplate: string;
  metaPrompt: string;
};

/** Spec 3 §3 VOICE_GENERATION_CONFIG (spec 3 §9 defaults: voice nova, mp3, speed 1). */
export type VoiceGenerationConfig = {
  systemMessage: string;
  textModel: string;
  audioModel: string;
  voice: string;
  responseFormat: AudioFormat;
  speed: number;
};

export const DEFAULT_IMAGE_PROMPTS = {
  descriptionSystemMessage:
    'You turn Vietnamese business article summaries into short English descriptions of an illustration. Answer with the description only.',
  englishPromptTemplate:
    'Write one English paragraph (at most 80 words) describing a clean editorial illustration for this article summary. No text or letters in the picture.\n\nSummary:\n{summary}',
  imageSystemMessage: 'Editorial illustration, flat colours, no text, no logos.',
  metaPrompt: '',
} as const;

export const DEFAULT_VOICE_SYSTEM_MESSAGE =
  'Viết lại nội dung sau thành lời đọc tự nhiên bằng tiếng Việt cho bản tin audio: câu ngắn, không ký hiệu markdown, không thêm lời dẫn hay lời kết.';

/** Spec 3 §5 voice settings: system message max 1000 characters. */
export const VOICE_SYSTEM_MESSAGE_MAX = 1000;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The stored setting (or nothing) over the defaults; models default to what the provider rule chose. */
export function imageGenerationConfig(stored: unknown, defaults: { descriptionModel: string; imageModel: string }): ImageGenerationConfig {
  const s = record(stored);
  return {
    descriptionModel: text(s.descriptionModel) ?? defaults.descriptionModel,
    descriptionSystemMessage: text(s.descriptionSystemMessage) ?? DEFAULT_IMAGE_PROMPTS.descriptionSystemMessage,
    imageModel: text(s.imageModel) ?? defaults.imageModel,
    imageSystemMessage: text(s.imageSystemMessage) ?? DEFAULT_IMAGE_PROMPTS.imageSystemMessage,
    englishPromptTemplate: text(s.englishPromptTemplate) ?? DEFAULT_IMAGE_PROMPTS.englishPromptTemplate,
    metaPrompt: text(s.metaPrompt) ?? DEFAULT_IMAGE_PROMPTS.metaPrompt,
  };
}

export function voiceGenerationConfig(stored: unknown, defaults: { textModel: string; audioModel: string }): VoiceGenerationConfig {
  const s = record(stored);
  const format = (AUDIO_FORMATS as readonly unknown[]).includes(s.responseFormat) ? (s.responseFormat as AudioFormat) : AI_DEFAULTS.audioFormat;
  const speed = typeof s.speed === 'number' && s.speed >= SPEECH_SPEED.min && s.speed <= SPEECH_SPEED.max ? s.speed : AI_DEFAULTS.speechSpeed;
  return {
    systemMessage: (text(s.systemMessage) ?? DEFAULT_VOICE_SYSTEM_MESSAGE).slice(0, VOICE_SYSTEM_MESSAGE_MAX),
    textModel: text(s.textModel) ?? defaults.textModel,
    audioModel: text(s.audioModel) ?? defaults.audioModel,
    voice: text(s.voice) ?? AI_DEFAULTS.voice,
    responseFormat: format,
    speed,
  };
}

/** The prompt that asks for the English description: the template with the summary in it (appended when it has no slot). */
export function englishDescriptionPrompt(config: ImageGenerationConfig, summary: string): string {
  const template = config.englishPromptTemplate;
  return template.includes('{summary}') ? template.split('{summary}').join(summary) : `${template}\n\n${summary}`;
}

/** The image prompt: the image system message, the meta prompt, then the description. */
export function imagePrompt(config: ImageGenerationConfig, description: string): string {
  return [config.imageSystemMessage, config.metaPrompt, description].map((part) => part.trim()).filter(Boolean).join('\n\n');
}

/**
 * The English description out of the description model's answer: plain text, a fenced block, or JSON with a
 * `description` (or `prompt`) field; a leading "Description:" is dropped. Null when nothing usable is left (spec 3 §8
 * 'Failed to parse English description').
 */
export function parseEnglishDescription(answer: string): string | null {
  let body = answer.trim();
  const fenced = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?```$/.exec(body);
  if (fenced) body = fenced[1].trim();
  if (body.startsWith('{')) {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      body = text(parsed.description) ?? text(parsed.prompt) ?? '';
    } catch {
      return null;
    }
  }
  body = body.replace(/^(english\s+)?description\s*:\s*/i, '').replace(/^["“]+|["”]+$/g, '').trim();
  return body === '' ? null : body;
}
