import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { DOCUMENT_SUMMARY_MESSAGES as M, OCR_LIMITS } from '@k9/domain';

const ROW_ID = /^[A-Za-z0-9_.:-]{1,200}$/;

/**
 * POST /api/data-tables/{dataset}/ocr: the selected rows ('Vui lòng chọn ít nhất một dòng để thực hiện OCR' when none),
 * the instruction for the AI (optional, at most 1000 characters) and, for admins, whether the summaries are published.
 */
export class QueueOcrRequest {
  @Matches(ROW_ID, { each: true, message: M.rowIdInvalid })
  @IsString({ each: true, message: M.rowIdInvalid })
  @ArrayMaxSize(OCR_LIMITS.rowsPerRequest, { message: M.rowIdsInvalid })
  @ArrayMinSize(1, { message: M.selectRows })
  @IsArray({ message: M.selectRows })
  rowIds!: string[];

  @MaxLength(OCR_LIMITS.instruction, { message: M.instructionInvalid })
  @IsString({ message: M.instructionInvalid })
  @IsOptional()
  instruction?: string;

  @IsIn(['draft', 'published'], { message: 'Trạng thái phải là draft hoặc published.' })
  @IsOptional()
  status?: 'draft' | 'published';
}

/** GET /api/data-tables/{dataset}/summaries?rowId= */
export class RowSummariesQuery {
  @Matches(ROW_ID, { message: M.rowIdInvalid })
  @IsString({ message: M.rowIdInvalid })
  rowId!: string;
}
