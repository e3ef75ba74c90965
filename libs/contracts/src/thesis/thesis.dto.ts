import { Allow, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { THESIS_LIMITS as L, THESIS_MESSAGES as M } from '@k9/domain';

/**
 * POST /api/thesis (spec 2 §7.10). The owner is the session's user (`userCreated` is ignored). A missing name is
 * taken from the content; a missing summary is the content cut to 100 characters plus '…'. `list_chat` is judged by
 * the thesis rules (content required, 20,000 characters, at most 200 segments).
 */
export class CreateThesisRequest {
  @MaxLength(L.nameMaxLength, { message: M.nameTooLong })
  @IsString({ message: M.nameInvalid })
  @IsOptional()
  name?: string;

  @MaxLength(L.contentMaxLength, { message: M.contentTooLong })
  @IsString({ message: M.contentInvalid })
  @IsOptional()
  content?: string;

  @MaxLength(L.summaryMaxLength, { message: M.summaryTooLong })
  @IsString({ message: M.summaryInvalid })
  @IsOptional()
  summary?: string;

  @Allow()
  list_chat?: unknown;

  @Allow()
  userCreated?: unknown;

  @Allow()
  createAt?: unknown;

  @Allow()
  updateAt?: unknown;
}

/**
 * PUT /api/thesis/{id}: the full thesis. A field left out keeps its value. `list_chat` is the whole new list: an
 * entry with a known `id` is that segment (edited when it differs), one without is added, a stored segment missing is
 * deleted, and the list's order is the new order (renumbered from 1; the entries' `order` is ignored). `version`,
 * when given, must be the thesis's current version (else 412, 'changed elsewhere'). `updateAt` and `userCreated` are ignored.
 */
export class UpdateThesisRequest extends CreateThesisRequest {
  @Min(0, { message: M.versionInvalid })
  @IsInt({ message: M.versionInvalid })
  @IsOptional()
  version?: number;

  @Allow()
  id?: unknown;
}

/** POST /api/thesis/{id}/chats: one segment appended (order = count + 1). `mode` defaults to 'original'. */
export class AddThesisChatRequest {
  @MaxLength(L.contentMaxLength, { message: M.contentTooLong })
  @IsString({ message: M.contentRequired })
  content!: string;

  @MaxLength(L.summaryMaxLength, { message: M.summaryTooLong })
  @IsString({ message: M.summaryInvalid })
  @IsOptional()
  summary?: string;

  @IsIn(['original', 'summarized'], { message: M.modeInvalid })
  @IsOptional()
  mode?: 'original' | 'summarized';

  @MaxLength(L.contentMaxLength, { message: M.contentTooLong })
  @IsString({ message: M.contentInvalid })
  @IsOptional()
  originalContent?: string | null;
}

/**
 * POST /api/thesis/ai-summary. 'segment': `text` summarised; 'thesis': the caller's thesis `thesisId`, from its
 * segments; 'short': `text` in 100-150 characters (the notebook modal's prefill); 'summarize': `text` by `prompt`
 * (default DEFAULT_SUMMARIZE_PROMPT).
 */
export class ThesisAiSummaryRequest {
  @IsIn(['segment', 'thesis', 'short', 'summarize'], { message: M.purposeInvalid })
  purpose!: 'segment' | 'thesis' | 'short' | 'summarize';

  @MaxLength(L.summaryInputMaxLength, { message: M.summaryInputTooLong })
  @IsString({ message: M.contentInvalid })
  @IsOptional()
  text?: string;

  @MaxLength(100, { message: M.thesisIdInvalid })
  @IsString({ message: M.thesisIdInvalid })
  @IsOptional()
  thesisId?: string;

  @MaxLength(L.promptMaxLength, { message: M.promptTooLong })
  @IsString({ message: M.promptInvalid })
  @IsOptional()
  prompt?: string;
}
