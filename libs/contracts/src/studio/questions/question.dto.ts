import { IsBoolean, IsIn, IsString } from 'class-validator';
import { IsPositiveInt, optional } from '../../platform/field-rules.js';
import { QUESTION_LEVELS, QUESTION_MESSAGES, type QuestionLevel } from '@k9/domain';

const QUESTION_ID = 'Mã câu hỏi (id) phải là số nguyên dương.';
const ANSWER_QUESTION_ID = 'Mã câu hỏi (question_id) phải là số nguyên dương.';
const AI_GEN_ID = 'Mã lịch sử AI (ai_gen_id) phải là số nguyên dương.';
const TEXT = (field: string) => `Trường ${field} phải là văn bản.`;
const SHOW = 'Trường show phải là true hoặc false.';
const DIRECTION = 'Hướng di chuyển (direction) phải là up hoặc down.';

const OptionalText = (message: string) => optional(IsString({ message }));
const LevelField = () => optional(IsIn([...QUESTION_LEVELS, ''], { message: QUESTION_MESSAGES.levelInvalid }));
const AiGenIdField = () => optional(IsPositiveInt(AI_GEN_ID));
const ShowField = () => optional(IsBoolean({ message: SHOW }));

/**
 * POST /api/question: question, category, level (the form's fields, spec 3 §5), ai_gen_id (the original publish sent
 * question and ai_gen_id only: an AI-published question may lack category and level). The rules are the domain's.
 */
export class CreateQuestionRequest {
  @IsString({ message: QUESTION_MESSAGES.questionRequired }) question!: string;
  @OptionalText(QUESTION_MESSAGES.categoryRequired) category?: string;
  @LevelField() level?: QuestionLevel | '';
  @AiGenIdField() ai_gen_id?: number;
}

/** PUT /api/question: id plus the fields that change (If-Match: W/"version" optional). */
export class UpdateQuestionRequest {
  @IsPositiveInt(QUESTION_ID) id!: number;
  @OptionalText(QUESTION_MESSAGES.questionRequired) question?: string;
  @OptionalText(QUESTION_MESSAGES.categoryRequired) category?: string;
  @LevelField() level?: QuestionLevel | '';
}

/** POST /api/question/{id}/move */
export class MoveQuestionRequest {
  @IsIn(['up', 'down'], { message: DIRECTION })
  direction!: 'up' | 'down';
}

/** POST /api/answer (spec 1 §7): question_id, title, content, html (required; sanitised before it is stored), ai_gen_id, audioUrl; level and show (spec 3 §3). */
export class CreateAnswerRequest {
  @IsPositiveInt(ANSWER_QUESTION_ID) question_id!: number;
  @OptionalText(TEXT('title')) title?: string;
  @OptionalText(TEXT('content')) content?: string;
  @IsString({ message: QUESTION_MESSAGES.htmlRequired }) html!: string;
  @AiGenIdField() ai_gen_id?: number;
  @OptionalText(QUESTION_MESSAGES.audioUrlInvalid) audioUrl?: string;
  @LevelField() level?: QuestionLevel | '';
  @ShowField() show?: boolean;
}

/** PUT /api/answer: question_id plus the fields that change. Refused on an AI-made answer. */
export class UpdateAnswerRequest {
  @IsPositiveInt(ANSWER_QUESTION_ID) question_id!: number;
  @OptionalText(TEXT('title')) title?: string;
  @OptionalText(TEXT('content')) content?: string;
  @OptionalText(QUESTION_MESSAGES.htmlRequired) html?: string;
  @OptionalText(QUESTION_MESSAGES.audioUrlInvalid) audioUrl?: string;
  @LevelField() level?: QuestionLevel | '';
  @ShowField() show?: boolean;
}
