import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { DIAGRAM_MODES, VOICE_SOURCES } from '@k9/domain';

/** How many records one request may queue (a bulk voice over a tab's selection). */
export const CONTENT_AI_MAX_RECORDS = 500;

export const CONTENT_AI_VALIDATION = {
  recordIds: 'Vui lòng chọn ít nhất một bản ghi để thêm vào hàng đợi.',
  tooMany: `Mỗi lần chỉ thêm được tối đa ${CONTENT_AI_MAX_RECORDS} bản ghi vào hàng đợi.`,
  mode: 'Chế độ tạo diagram (mode) phải là kroki hoặc html.',
  source: 'Nguồn tạo voice (source) phải là custom, bulk hoặc detail-bulk.',
  queue: 'Hàng đợi phải là image, diagram hoặc voice.',
} as const;

/** POST /api/k9/ai/queues/{image|diagram|voice}. */
export class EnqueueContentAiRequest {
  @IsInt({ each: true, message: CONTENT_AI_VALIDATION.recordIds })
  @Min(1, { each: true, message: CONTENT_AI_VALIDATION.recordIds })
  @Max(2_147_483_647, { each: true, message: CONTENT_AI_VALIDATION.recordIds })
  @ArrayMaxSize(CONTENT_AI_MAX_RECORDS, { message: CONTENT_AI_VALIDATION.tooMany })
  @ArrayMinSize(1, { message: CONTENT_AI_VALIDATION.recordIds })
  @IsArray({ message: CONTENT_AI_VALIDATION.recordIds })
  recordIds!: number[];

  /** Diagram only: kroki (image) or html; default kroki. */
  @IsIn(DIAGRAM_MODES, { message: CONTENT_AI_VALIDATION.mode })
  @IsOptional()
  mode?: 'kroki' | 'html';

  /** Voice only: custom (the story's audioText), bulk or detail-bulk (the detail); default custom. */
  @IsIn(VOICE_SOURCES, { message: CONTENT_AI_VALIDATION.source })
  @IsOptional()
  source?: 'custom' | 'bulk' | 'detail-bulk';
}
