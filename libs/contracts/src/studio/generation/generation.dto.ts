import { IsBoolean, IsObject, IsOptional, IsString, Matches } from 'class-validator';
import { IsPositiveInt, IsTextUpTo, optional } from '../../platform/field-rules.js';
import { GENERATION_MESSAGES, GENERATION_REQUEST_KEY, MAX_GENERATION_ANSWER_CHARS, MAX_GENERATION_PROMPT_CHARS } from '@k9/domain';

const FLOW_ID = 'Vui lòng chọn cấu hình AI (AIGenConfigId).';
const SETTINGS = 'Cài đặt (settings) không hợp lệ.';
const TEXT = 'Nội dung phải là văn bản.';
const PROMPT_TOO_LONG = GENERATION_MESSAGES.promptTooLong(MAX_GENERATION_PROMPT_CHARS);
const ANSWER_TOO_LONG = GENERATION_MESSAGES.answerTooLong(MAX_GENERATION_ANSWER_CHARS);
const IMPROVE_TEXT_MAX = 20_000;
const REQUEST_KEY = 'Mã yêu cầu (requestKey) phải gồm 8-64 chữ, số, dấu - hoặc _.';

/** prompt: the question asked, at most MAX_GENERATION_PROMPT_CHARS characters. */
const PromptField = () => IsTextUpTo(MAX_GENERATION_PROMPT_CHARS, GENERATION_MESSAGES.promptRequired, PROMPT_TOO_LONG);
/** anwser (the original API's spelling): the answer's text. */
const AnswerField = () => IsTextUpTo(MAX_GENERATION_ANSWER_CHARS, TEXT, ANSWER_TOO_LONG);
const SettingsField = () => optional(IsObject({ message: SETTINGS }));
const AudioUrlField = () => optional(IsString({ message: GENERATION_MESSAGES.audioUrlInvalid }));

/**
 * POST /api/aiGenHistory/requests: ask a question with a flow. settings: expectedLength (100-2000 words; not a number:
 * 100), writingStyle (default 'Trang trọng'; tone the same unless sent), imageCount (1-10, default 1). Prompt at most
 * 10,000 characters.
 */
export class RequestGenerationRequest {
  @PromptField() prompt!: string;

  @IsPositiveInt(FLOW_ID) AIGenConfigId!: number;
  @SettingsField() settings?: Record<string, unknown>;

  /** Optional idempotency key (8-64 letters, digits, '-' or '_', e.g. a uuid per click): the same key again answers the same record. */
  @IsString({ message: REQUEST_KEY })
  @Matches(GENERATION_REQUEST_KEY, { message: REQUEST_KEY })
  @IsOptional()
  requestKey?: string;
}

/** POST /api/aiGenHistory (spec 1 §7): a record saved as it is, already finished. */
export class CreateAiGenHistoryRequest {
  @PromptField() prompt!: string;

  @optional(IsPositiveInt(FLOW_ID)) AIGenConfigId?: number;
  @SettingsField() settings?: Record<string, unknown>;
  @optional(AnswerField()) anwser?: string;
  @AudioUrlField() audioUrl?: string | null;

  @IsOptional()
  imageUrls?: unknown;
}

/** PUT /api/aiGenHistory (spec 1 §7): id plus the changed fields. is_create changes only through publish. */
export class UpdateAiGenHistoryRequest {
  @IsPositiveInt(GENERATION_MESSAGES.notFound) id!: number;
  @optional(AnswerField()) anwser?: string;
  @AudioUrlField() audioUrl?: string | null;

  @IsBoolean({ message: GENERATION_MESSAGES.publishOnly })
  @IsOptional()
  is_create?: boolean;
}

/** PUT /api/aiGenHistory/{id}/answer: the edited answer. */
export class EditAnswerRequest {
  @AnswerField() anwser!: string;
}

/** POST /api/aiGenHistory/{id}/improve: selected_text absent or empty improves the whole content. */
export class ImproveAnswerRequest {
  @optional(IsTextUpTo(IMPROVE_TEXT_MAX, TEXT, `Đoạn văn đã chọn không được quá ${IMPROVE_TEXT_MAX.toLocaleString('vi-VN')} ký tự.`))
  selected_text?: string;

  @optional(IsTextUpTo(2000, TEXT, 'Yêu cầu cải thiện không được quá 2.000 ký tự.'))
  improvement_prompt?: string;
}

/** POST /api/aiGenHistory/{id}/audio: recreate true once the admin confirmed replacing the audio. */
export class CreateAudioRequest {
  @IsBoolean({ message: 'recreate phải là true hoặc false.' })
  @IsOptional()
  recreate?: boolean;
}
