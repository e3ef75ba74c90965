import { Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, Max, Min } from 'class-validator';
import { AI_BATCH_KINDS, AI_BATCH_MAX_RECORDS, AI_BATCH_MESSAGES as M, type AiBatchKind } from '@k9/domain';

/** POST /api/k9/ai/batches. `options` per kind (issue 35 §1): checked by the domain's batch option rules. */
export class AiBatchRequest {
  @IsIn(AI_BATCH_KINDS, { message: M.kindInvalid })
  kind!: AiBatchKind;

  @IsInt({ each: true, message: M.recordIdsInvalid })
  @Min(1, { each: true, message: M.recordIdsInvalid })
  @Max(2_147_483_647, { each: true, message: M.recordIdsInvalid })
  @ArrayMaxSize(AI_BATCH_MAX_RECORDS, { message: M.tooManyRecords(AI_BATCH_MAX_RECORDS) })
  @ArrayMinSize(1, { message: M.selectRecords })
  @IsArray({ message: M.selectRecords })
  recordIds!: number[];

  @IsBoolean({ message: M.dryRunInvalid })
  @IsOptional()
  dryRun?: boolean;

  @IsObject({ message: M.optionsInvalid })
  @IsOptional()
  options?: Record<string, unknown>;
}

/** POST /api/k9/ai/batches/{id}/apply: the records of the dry run the admin approves (all, some or none). */
export class AiBatchApplyRequest {
  @IsInt({ each: true, message: M.recordIdsInvalid })
  @Min(1, { each: true, message: M.recordIdsInvalid })
  @Max(2_147_483_647, { each: true, message: M.recordIdsInvalid })
  @ArrayMaxSize(AI_BATCH_MAX_RECORDS, { message: M.tooManyRecords(AI_BATCH_MAX_RECORDS) })
  @IsArray({ message: M.recordIdsInvalid })
  recordIds!: number[];

  @Allow()
  note?: unknown;
}
