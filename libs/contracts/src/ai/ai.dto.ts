import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsUUID, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
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

/** POST /api/data-analysis/generate-text: prompt, system_message, model (spec 1 §7). */
export class GenerateTextRequest {
  @IsString({ message: AI_VALIDATION.promptRequired })
  @IsNotEmpty({ message: AI_VALIDATION.promptRequired })
  @MaxLength(MAX_PROMPT_CHARS, { message: AI_VALIDATION.promptTooLong })
  prompt!: string;

  @IsString({ message: AI_VALIDATION.systemMessageInvalid })
  @MaxLength(MAX_SYSTEM_MESSAGE_CHARS, { message: AI_VALIDATION.systemMessageInvalid })
  @IsOptional()
  system_message?: string;

  @IsString({ message: AI_VALIDATION.modelInvalid })
  @IsNotEmpty({ message: AI_VALIDATION.modelInvalid })
  @MaxLength(MODEL_ID_MAX, { message: AI_VALIDATION.modelInvalid })
  @IsOptional()
  model?: string;
}

export const AI_GEN_TYPES = ['text', 'img', 'mp3', 'audio'] as const;
export type AiGenType = (typeof AI_GEN_TYPES)[number];

/** POST /api/data-analysis/ai-gen: prompt, system_message, model, type (text, img, mp3 or audio). */
export class AiGenRequest extends GenerateTextRequest {
  @IsIn(AI_GEN_TYPES, { message: AI_VALIDATION.typeInvalid })
  @IsOptional()
  type?: AiGenType;

  /** img: how many images (spec 1 §9: 1 to 10). */
  @Max(AI_DEFAULTS.maxImageCount, { message: AI_VALIDATION.imageCountInvalid })
  @Min(1, { message: AI_VALIDATION.imageCountInvalid })
  @IsInt({ message: AI_VALIDATION.imageCountInvalid })
  @IsOptional()
  image_count?: number;

  /** mp3/audio: as generate-audio. */
  @IsString({ message: AI_VALIDATION.voiceInvalid })
  @MaxLength(50, { message: AI_VALIDATION.voiceInvalid })
  @IsOptional()
  voice?: string;

  @Max(SPEECH_SPEED.max, { message: AI_VALIDATION.speedInvalid })
  @Min(SPEECH_SPEED.min, { message: AI_VALIDATION.speedInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: AI_VALIDATION.speedInvalid })
  @IsOptional()
  speed?: number;
}

/** POST /api/data-analysis/generate-audio: text, system_message, model, voice, response_format, speed. */
export class GenerateAudioRequest {
  @IsString({ message: AI_VALIDATION.textRequired })
  @IsNotEmpty({ message: AI_VALIDATION.textRequired })
  @MaxLength(MAX_SPEECH_TEXT_CHARS, { message: AI_VALIDATION.textTooLong })
  text!: string;

  /** Instructions for voices that take them (gpt-4o-mini-tts, Gemini TTS). */
  @IsString({ message: AI_VALIDATION.systemMessageInvalid })
  @MaxLength(MAX_SYSTEM_MESSAGE_CHARS, { message: AI_VALIDATION.systemMessageInvalid })
  @IsOptional()
  system_message?: string;

  @IsString({ message: AI_VALIDATION.modelInvalid })
  @IsNotEmpty({ message: AI_VALIDATION.modelInvalid })
  @MaxLength(MODEL_ID_MAX, { message: AI_VALIDATION.modelInvalid })
  @IsOptional()
  model?: string;

  @IsString({ message: AI_VALIDATION.voiceInvalid })
  @IsNotEmpty({ message: AI_VALIDATION.voiceInvalid })
  @MaxLength(50, { message: AI_VALIDATION.voiceInvalid })
  @IsOptional()
  voice?: string;

  @IsIn(AUDIO_FORMATS, { message: AI_VALIDATION.formatInvalid })
  @IsOptional()
  response_format?: (typeof AUDIO_FORMATS)[number];

  @Max(SPEECH_SPEED.max, { message: AI_VALIDATION.speedInvalid })
  @Min(SPEECH_SPEED.min, { message: AI_VALIDATION.speedInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: AI_VALIDATION.speedInvalid })
  @IsOptional()
  speed?: number;
}

/** POST /api/data-analysis/improve-text: original_text, selected_text, improvement_prompt, model. */
export class ImproveTextRequest {
  @IsString({ message: AI_VALIDATION.originalTextRequired })
  @IsNotEmpty({ message: AI_VALIDATION.originalTextRequired })
  @MaxLength(MAX_PROMPT_CHARS, { message: AI_VALIDATION.promptTooLong })
  original_text!: string;

  @IsString({ message: AI_VALIDATION.promptTooLong })
  @MaxLength(MAX_PROMPT_CHARS, { message: AI_VALIDATION.promptTooLong })
  @IsOptional()
  selected_text?: string;

  @IsString({ message: AI_VALIDATION.improvementPromptInvalid })
  @MaxLength(MAX_SYSTEM_MESSAGE_CHARS, { message: AI_VALIDATION.improvementPromptInvalid })
  @IsOptional()
  improvement_prompt?: string;

  @IsString({ message: AI_VALIDATION.modelInvalid })
  @IsNotEmpty({ message: AI_VALIDATION.modelInvalid })
  @MaxLength(MODEL_ID_MAX, { message: AI_VALIDATION.modelInvalid })
  @IsOptional()
  model?: string;
}

/** POST /api/ai/runs: a streamed text run as a job (admins; features start their own with server-side prompts). */
export class StartAiRunRequest extends GenerateTextRequest {
  /** The client's id for this run (a uuid): sending the same one twice starts one run. */
  @IsUUID('4', { message: AI_VALIDATION.runIdInvalid })
  @IsOptional()
  runId?: string;
}

export class AiModelPricesRequest {
  @Max(1_000_000, { message: AI_VALIDATION.priceInvalid })
  @Min(0, { message: AI_VALIDATION.priceInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: AI_VALIDATION.priceInvalid })
  @IsOptional()
  inputPerMillionTokens?: number | null;

  @Max(1_000_000, { message: AI_VALIDATION.priceInvalid })
  @Min(0, { message: AI_VALIDATION.priceInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: AI_VALIDATION.priceInvalid })
  @IsOptional()
  outputPerMillionTokens?: number | null;

  @Max(1_000_000, { message: AI_VALIDATION.priceInvalid })
  @Min(0, { message: AI_VALIDATION.priceInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: AI_VALIDATION.priceInvalid })
  @IsOptional()
  perImage?: number | null;

  @Max(1_000_000, { message: AI_VALIDATION.priceInvalid })
  @Min(0, { message: AI_VALIDATION.priceInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: AI_VALIDATION.priceInvalid })
  @IsOptional()
  perMinuteOfSpeech?: number | null;
}

/** POST /api/ai/models */
export class AddAiModelRequest {
  @IsString({ message: AI_VALIDATION.modelIdInvalid })
  @IsNotEmpty({ message: AI_VALIDATION.modelIdInvalid })
  @MaxLength(MODEL_ID_MAX, { message: AI_VALIDATION.modelIdInvalid })
  id!: string;

  @IsIn(AI_MODEL_KINDS, { message: AI_VALIDATION.kindInvalid })
  kind!: AiModelKind;

  @IsString({ message: AI_VALIDATION.displayNameInvalid })
  @IsNotEmpty({ message: AI_VALIDATION.displayNameInvalid })
  @MaxLength(100, { message: AI_VALIDATION.displayNameInvalid })
  displayName!: string;

  @IsIn(AI_PROVIDERS, { message: AI_VALIDATION.providerInvalid })
  provider!: AiProvider;

  @IsString({ message: AI_VALIDATION.providerModelIdInvalid })
  @IsNotEmpty({ message: AI_VALIDATION.providerModelIdInvalid })
  @MaxLength(200, { message: AI_VALIDATION.providerModelIdInvalid })
  providerModelId!: string;

  @Max(10_000, { message: AI_VALIDATION.dimensionInvalid })
  @Min(1, { message: AI_VALIDATION.dimensionInvalid })
  @IsInt({ message: AI_VALIDATION.dimensionInvalid })
  @IsOptional()
  dimension?: number;

  @ValidateNested({ message: AI_VALIDATION.priceInvalid })
  @Type(() => AiModelPricesRequest)
  @IsOptional()
  prices?: AiModelPricesRequest;
}

/** PUT /api/ai/models: what to change of one model (any of the three). */
export class UpdateAiModelRequest {
  @IsString({ message: AI_VALIDATION.modelIdInvalid })
  @IsNotEmpty({ message: AI_VALIDATION.modelIdInvalid })
  @MaxLength(MODEL_ID_MAX, { message: AI_VALIDATION.modelIdInvalid })
  id!: string;

  @IsString({ message: AI_VALIDATION.displayNameInvalid })
  @IsNotEmpty({ message: AI_VALIDATION.displayNameInvalid })
  @MaxLength(100, { message: AI_VALIDATION.displayNameInvalid })
  @IsOptional()
  displayName?: string;

  @IsBoolean({ message: AI_VALIDATION.hiddenInvalid })
  @IsOptional()
  hidden?: boolean;

  @ValidateNested({ message: AI_VALIDATION.priceInvalid })
  @Type(() => AiModelPricesRequest)
  @IsOptional()
  prices?: AiModelPricesRequest;
}

/** PUT /api/ai/settings: daily limits (null: none) and the fallback voice (null: none). */
export class AiSettingsRequest {
  @Max(1_000_000, { message: AI_VALIDATION.limitInvalid })
  @Min(0, { message: AI_VALIDATION.limitInvalid })
  @IsInt({ message: AI_VALIDATION.limitInvalid })
  @IsOptional()
  perUserDaily?: number | null;

  @Max(1_000_000, { message: AI_VALIDATION.limitInvalid })
  @Min(0, { message: AI_VALIDATION.limitInvalid })
  @IsInt({ message: AI_VALIDATION.limitInvalid })
  @IsOptional()
  perClassDaily?: number | null;

  @IsString({ message: AI_VALIDATION.fallbackVoiceInvalid })
  @MaxLength(MODEL_ID_MAX, { message: AI_VALIDATION.fallbackVoiceInvalid })
  @IsOptional()
  fallbackVoice?: string | null;
}
