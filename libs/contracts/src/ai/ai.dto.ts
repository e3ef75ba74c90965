import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsUUID, IsOptional, ValidateNested } from 'class-validator';
import { IsFilledText, IsIntIn, IsNumberIn, IsTextUpTo, optional } from '../platform/field-rules.js';
import { AI_MODEL_KINDS, AI_PROVIDERS, AUDIO_FORMATS, SPEECH_SPEED, AI_DEFAULTS, type AiModelKind, type AiProvider } from '@k9/domain';

/** Longest prompt the generic endpoints take (characters): a long article with instructions, far below the 1 MB body limit. */
export const MAX_PROMPT_CHARS = 100_000;
export const MAX_SYSTEM_MESSAGE_CHARS = 20_000;
/** Spec 3 §9: audio text max 50000. */
export const MAX_SPEECH_TEXT_CHARS = 50_000;

export const AI_VALIDATION = {
  promptRequired: 'Vui lòng nhập nội dung câu hỏi (prompt).',
  promptTooLong: `Nội dung câu hỏi quá dài (tối đa ${MAX_PROMPT_CHARS.toLocaleString('vi-VN')} ký tự).`,
  systemMessageInvalid: `Thông điệp hệ thống (system_message) phải là văn bản, tối đa ${MAX_SYSTEM_MESSAGE_CHARS.toLocaleString('vi-VN')} ký tự.`,
  modelInvalid: 'Tên mô hình AI (model) không hợp lệ.',
  typeInvalid: 'Loại yêu cầu (type) phải là text, img, mp3 hoặc audio.',
  textRequired: 'Vui lòng nhập văn bản cần đọc (text).',
  textTooLong: `Văn bản cần đọc quá dài (tối đa ${MAX_SPEECH_TEXT_CHARS.toLocaleString('vi-VN')} ký tự).`,
  voiceInvalid: 'Giọng đọc (voice) không hợp lệ.',
  formatInvalid: `Định dạng âm thanh (response_format) phải là một trong: ${AUDIO_FORMATS.join(', ')}.`,
  speedInvalid: `Tốc độ đọc (speed) phải từ ${SPEECH_SPEED.min} đến ${SPEECH_SPEED.max}.`,
  imageCountInvalid: `Số lượng ảnh phải từ 1 đến ${AI_DEFAULTS.maxImageCount}.`,
  originalTextRequired: 'Vui lòng gửi văn bản gốc (original_text).',
  improvementPromptInvalid: 'Yêu cầu cải thiện (improvement_prompt) phải là văn bản, tối đa 20.000 ký tự.',
  modelIdInvalid: 'Mã mô hình không hợp lệ.',
  kindInvalid: 'Loại mô hình không hợp lệ (text, image, voice hoặc embedding).',
  providerInvalid: 'Nhà cung cấp không hợp lệ (openai, openrouter, google hoặc espeak).',
  displayNameInvalid: 'Tên hiển thị phải có từ 1 đến 100 ký tự.',
  providerModelIdInvalid: 'Mã mô hình của nhà cung cấp phải có từ 1 đến 200 ký tự.',
  dimensionInvalid: 'Số chiều phải là số nguyên từ 1 đến 10000.',
  priceInvalid: 'Giá phải là số không âm (tối đa 1.000.000) hoặc để trống.',
  hiddenInvalid: 'Trạng thái ẩn (hidden) phải là true hoặc false.',
  limitInvalid: 'Giới hạn mỗi ngày phải là số nguyên từ 0 đến 1.000.000, hoặc để trống (không giới hạn).',
  fallbackVoiceInvalid: 'Giọng đọc dự phòng không hợp lệ.',
  purposeInvalid: 'Mục đích (purpose) không hợp lệ.',
  runIdInvalid: 'Mã lượt chạy (runId) phải là một UUID.',
} as const;

const MODEL_ID_MAX = 100;

/** model: a catalog id, optional (the default for the purpose). */
const ModelField = () => optional(IsFilledText(MODEL_ID_MAX, AI_VALIDATION.modelInvalid));
/** speed: the speech speed the providers take. */
const SpeedField = () => optional(IsNumberIn(SPEECH_SPEED.min, SPEECH_SPEED.max, AI_VALIDATION.speedInvalid));
/** system_message: instructions sent with the prompt or the text. */
const SystemMessageField = () => optional(IsTextUpTo(MAX_SYSTEM_MESSAGE_CHARS, AI_VALIDATION.systemMessageInvalid));
/** A price (USD): none below 0 or above 1,000,000; null clears it. */
const PriceField = () => optional(IsNumberIn(0, 1_000_000, AI_VALIDATION.priceInvalid));
/** A daily limit: 0 to 1,000,000 calls; null for none. */
const LimitField = () => optional(IsIntIn(0, 1_000_000, AI_VALIDATION.limitInvalid));
const PricesField = () => optional(ValidateNested({ message: AI_VALIDATION.priceInvalid }), Type(() => AiModelPricesRequest));

/** POST /api/data-analysis/generate-text: prompt, system_message, model (spec 1 §7). */
export class GenerateTextRequest {
  @IsFilledText(MAX_PROMPT_CHARS, AI_VALIDATION.promptRequired, AI_VALIDATION.promptTooLong)
  prompt!: string;

  @SystemMessageField() system_message?: string;
  @ModelField() model?: string;
}

export const AI_GEN_TYPES = ['text', 'img', 'mp3', 'audio'] as const;
export type AiGenType = (typeof AI_GEN_TYPES)[number];

/** POST /api/data-analysis/ai-gen: prompt, system_message, model, type (text, img, mp3 or audio). */
export class AiGenRequest extends GenerateTextRequest {
  @optional(IsIn(AI_GEN_TYPES, { message: AI_VALIDATION.typeInvalid }))
  type?: AiGenType;

  /** img: how many images (spec 1 §9: 1 to 10). */
  @optional(IsIntIn(1, AI_DEFAULTS.maxImageCount, AI_VALIDATION.imageCountInvalid))
  image_count?: number;

  /** mp3/audio: as generate-audio. */
  @optional(IsTextUpTo(50, AI_VALIDATION.voiceInvalid))
  voice?: string;

  @SpeedField() speed?: number;
}

/** POST /api/data-analysis/generate-audio: text, system_message, model, voice, response_format, speed. */
export class GenerateAudioRequest {
  @IsFilledText(MAX_SPEECH_TEXT_CHARS, AI_VALIDATION.textRequired, AI_VALIDATION.textTooLong)
  text!: string;

  /** Instructions for voices that take them (gpt-4o-mini-tts, Gemini TTS). */
  @SystemMessageField() system_message?: string;
  @ModelField() model?: string;
  @optional(IsFilledText(50, AI_VALIDATION.voiceInvalid)) voice?: string;
  @optional(IsIn(AUDIO_FORMATS, { message: AI_VALIDATION.formatInvalid })) response_format?: (typeof AUDIO_FORMATS)[number];
  @SpeedField() speed?: number;
}

/** POST /api/data-analysis/improve-text: original_text, selected_text, improvement_prompt, model. */
export class ImproveTextRequest {
  @IsFilledText(MAX_PROMPT_CHARS, AI_VALIDATION.originalTextRequired, AI_VALIDATION.promptTooLong)
  original_text!: string;

  @optional(IsTextUpTo(MAX_PROMPT_CHARS, AI_VALIDATION.promptTooLong)) selected_text?: string;
  @optional(IsTextUpTo(MAX_SYSTEM_MESSAGE_CHARS, AI_VALIDATION.improvementPromptInvalid)) improvement_prompt?: string;
  @ModelField() model?: string;
}

/** POST /api/ai/runs: a streamed text run as a job (admins; features start their own with server-side prompts). */
export class StartAiRunRequest extends GenerateTextRequest {
  /** The client's id for this run (a uuid): sending the same one twice starts one run. */
  @IsUUID('4', { message: AI_VALIDATION.runIdInvalid })
  @IsOptional()
  runId?: string;
}

export class AiModelPricesRequest {
  @PriceField() inputPerMillionTokens?: number | null;
  @PriceField() outputPerMillionTokens?: number | null;
  @PriceField() perImage?: number | null;
  @PriceField() perMinuteOfSpeech?: number | null;
}

/** POST /api/ai/models */
export class AddAiModelRequest {
  @IsFilledText(MODEL_ID_MAX, AI_VALIDATION.modelIdInvalid) id!: string;
  @IsIn(AI_MODEL_KINDS, { message: AI_VALIDATION.kindInvalid }) kind!: AiModelKind;
  @IsFilledText(100, AI_VALIDATION.displayNameInvalid) displayName!: string;
  @IsIn(AI_PROVIDERS, { message: AI_VALIDATION.providerInvalid }) provider!: AiProvider;
  @IsFilledText(200, AI_VALIDATION.providerModelIdInvalid) providerModelId!: string;
  @optional(IsIntIn(1, 10_000, AI_VALIDATION.dimensionInvalid)) dimension?: number;
  @PricesField() prices?: AiModelPricesRequest;
}

/** PUT /api/ai/models: what to change of one model (any of the three). */
export class UpdateAiModelRequest {
  @IsFilledText(MODEL_ID_MAX, AI_VALIDATION.modelIdInvalid) id!: string;
  @optional(IsFilledText(100, AI_VALIDATION.displayNameInvalid)) displayName?: string;
  @optional(IsBoolean({ message: AI_VALIDATION.hiddenInvalid })) hidden?: boolean;
  @PricesField() prices?: AiModelPricesRequest;
}

/** PUT /api/ai/settings: daily limits (null: none) and the fallback voice (null: none). */
export class AiSettingsRequest {
  @LimitField() perUserDaily?: number | null;
  @LimitField() perClassDaily?: number | null;
  @optional(IsTextUpTo(MODEL_ID_MAX, AI_VALIDATION.fallbackVoiceInvalid)) fallbackVoice?: string | null;
}
