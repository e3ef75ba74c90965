import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { QUESTION_LEVELS, QUESTION_MESSAGES, type QuestionLevel } from '@k9/domain';

const QUESTION_ID = 'Mã câu hỏi (id) phải là số nguyên dương.';
const ANSWER_QUESTION_ID = 'Mã câu hỏi (question_id) phải là số nguyên dương.';
const AI_GEN_ID = 'Mã lịch sử AI (ai_gen_id) phải là số nguyên dương.';
const TEXT = (field: string) => `Trường ${field} phải là văn bản.`;
const SHOW = 'Trường show phải là true hoặc false.';
const DIRECTION = 'Hướng di chuyển (direction) phải là up hoặc down.';

/**
 * POST /api/question: question, category, level (the form's fields, spec 3 §5), ai_gen_id (the original publish sent
 * question and ai_gen_id only: an AI-published question may lack category and level). The rules are the domain's.
 */
export class CreateQuestionRequest {
  @IsString({ message: QUESTION_MESSAGES.questionRequired })
  question!: string;

  @IsString({ message: QUESTION_MESSAGES.categoryRequired })
  @IsOptional()
  category?: string;

  @IsIn([...QUESTION_LEVELS, ''], { message: QUESTION_MESSAGES.levelInvalid })
  @IsOptional()
  level?: QuestionLevel | '';

  @IsInt({ message: AI_GEN_ID })
  @Min(1, { message: AI_GEN_ID })
  @IsOptional()
  ai_gen_id?: number;
}

/** PUT /api/question: id plus the fields that change (If-Match: W/"version" optional). */
export class UpdateQuestionRequest {
  @IsInt({ message: QUESTION_ID })
  @Min(1, { message: QUESTION_ID })
  id!: number;

  @IsString({ message: QUESTION_MESSAGES.questionRequired })
  @IsOptional()
  question?: string;

  @IsString({ message: QUESTION_MESSAGES.categoryRequired })
  @IsOptional()
  category?: string;

  @IsIn([...QUESTION_LEVELS, ''], { message: QUESTION_MESSAGES.levelInvalid })
  @IsOptional()
  level?: QuestionLevel | '';
}

/** POST /api/question/{id}/move */
export class MoveQuestionRequest {
  @IsIn(['up', 'down'], { message: DIRECTION })
  direction!: 'up' | 'down';
}

/** POST /api/answer (spec 1 §7): question_id, title, content, html (required; sanitised before it is stored), ai_gen_id, audioUrl; level and show (spec 3 §3). */
export class CreateAnswerRequest {
  @IsInt({ message: ANSWER_QUESTION_ID })
  @Min(1, { message: ANSWER_QUESTION_ID })
  question_id!: number;

  @IsString({ message: TEXT('title') })
  @IsOptional()
  title?: string;

  @IsString({ message: TEXT('content') })
  @IsOptional()
  content?: string;

  @IsString({ message: QUESTION_MESSAGES.htmlRequired })
  html!: string;

  @IsInt({ message: AI_GEN_ID })
  @Min(1, { message: AI_GEN_ID })
  @IsOptional()
  ai_gen_id?: number;

  @IsString({ message: QUESTION_MESSAGES.audioUrlInvalid })
  @IsOptional()
  audioUrl?: string;

  @IsIn([...QUESTION_LEVELS, ''], { message: QUESTION_MESSAGES.levelInvalid })
  @IsOptional()
  level?: QuestionLevel | '';

  @IsBoolean({ message: SHOW })
  @IsOptional()
  show?: boolean;
}

/** PUT /api/answer: question_id plus the fields that change. Refused on an AI-made answer. */
export class UpdateAnswerRequest {
  @IsInt({ message: ANSWER_QUESTION_ID })
  @Min(1, { message: ANSWER_QUESTION_ID })
  question_id!: number;

  @IsString({ message: TEXT('title') })
  @IsOptional()
  title?: string;

  @IsString({ message: TEXT('content') })
  @IsOptional()
  content?: string;

  @IsString({ message: QUESTION_MESSAGES.htmlRequired })
  @IsOptional()
  html?: string;

  @IsString({ message: QUESTION_MESSAGES.audioUrlInvalid })
  @IsOptional()
  audioUrl?: string;

  @IsIn([...QUESTION_LEVELS, ''], { message: QUESTION_MESSAGES.levelInvalid })
  @IsOptional()
  level?: QuestionLevel | '';

  @IsBoolean({ message: SHOW })
  @IsOptional()
  show?: boolean;
}
