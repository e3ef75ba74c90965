import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_APPROVAL_BATCH, PUBLISHING_MESSAGES as M } from '@k9/domain';

/** POST /api/aiGenHistory/{id}/publish. */
export class PublishGenerationRequest {
  @IsBoolean({ message: 'recreate phải là true hoặc false.' })
  @IsOptional()
  recreate?: boolean;
}

/** POST /api/aiGenHistory/approvals: the chosen history records (spec 1 §5: none chosen is refused). */
export class ApproveGenerationsRequest {
  @IsInt({ each: true, message: M.idsInvalid })
  @Min(1, { each: true, message: M.idsInvalid })
  @Max(999_999_999, { each: true, message: M.idsInvalid })
  @ArrayMaxSize(MAX_APPROVAL_BATCH, { message: M.tooManySelected(MAX_APPROVAL_BATCH) })
  @ArrayNotEmpty({ message: M.noneSelected })
  @IsArray({ message: M.noneSelected })
  ids!: number[];
}
