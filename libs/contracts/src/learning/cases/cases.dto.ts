import { Allow, IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CASE_REQUEST_ID, CASE_SEARCH_MAX, LEARNER_CASE_MESSAGES as M, type CaseInfo, type CaseQuestionType } from '@k9/domain';

/**
 * POST /api/case-public (CreateLearnerCaseBody). The form's fields are judged by the case-form rule (checkCaseForm), as
 * the web's form judges them, which answers every problem with its field; here only the request key.
 */
export class CreateLearnerCaseRequest {
  @Allow()
  title?: unknown;

  @Allow()
  description?: unknown;

  @Allow()
  info?: Partial<CaseInfo> | unknown;

  @Allow()
  mcqCount?: unknown;

  @Allow()
  essayCount?: unknown;

  @Allow()
  questionTypes?: CaseQuestionType[] | unknown;

  @Matches(CASE_REQUEST_ID, { message: M.requestIdInvalid })
  @IsString({ message: M.requestIdInvalid })
  @IsOptional()
  requestId?: string | null;
}

/** POST /api/case-public/user (LearnerCaseListBody, with the search). */
export class LearnerCaseListRequest {
  @IsNotEmpty({ message: M.userIdRequired })
  @IsString({ message: M.userIdRequired })
  user_id!: string;

  @IsBoolean({ message: M.showInvalid })
  @IsOptional()
  show?: boolean | null;

  @MaxLength(CASE_SEARCH_MAX, { message: M.searchInvalid })
  @IsString({ message: M.searchInvalid })
  @IsOptional()
  search?: string | null;
}

/** PUT /api/case-public/{id}/show (LearnerCaseVisibilityBody). */
export class LearnerCaseVisibilityRequest {
  @IsBoolean({ message: M.showInvalid })
  show!: boolean;
}
