import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Max, Min } from 'class-validator';
import { AI_SUMMARY_CATEGORIES, AI_SUMMARY_MESSAGES, AI_SUMMARY_STATUSES, type AiSummaryCategory, type AiSummaryInfo, type AiSummaryKind, type AiSummaryStatus } from '@k9/domain';
import { AI_SUMMARY_MAX_PAGE_SIZE } from './ai-summary.routes.js';

const TEXT = 'Tóm tắt phải là văn bản.';
const TABLES = 'Bảng tham số không hợp lệ: mỗi bảng cần tên, loại bảng và các giá trị.';
const FILES = 'Danh sách tệp đính kèm không hợp lệ: tải tệp lên lại rồi lưu.';
const PAGE = 'Số trang phải là số nguyên từ 1.';
const PAGE_SIZE = `Số dòng mỗi trang phải từ 1 đến ${AI_SUMMARY_MAX_PAGE_SIZE.toLocaleString('vi-VN')}.`;
/** A query parameter written in decimal digits becomes a number; anything else stays as sent (and is refused). */
const decimal = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);
const KIND = 'Loại báo cáo không hợp lệ: chọn Báo cáo hoặc Báo cáo DN.';

/**
 * POST /api/ai-summary: info (title, URLReport, sheetName...), summary1, summary2; category defaults to Doanh nghiệp
 * and status to published (the original saved reports without either). The rules are the domain's (spec 3 §5).
 */
export class CreateAiSummaryRequest {
  @IsObject({ message: AI_SUMMARY_MESSAGES.titleRequired })
  info!: AiSummaryInfo;

  @IsString({ message: TEXT })
  summary1!: string;

  @IsString({ message: TEXT })
  @IsOptional()
  summary2?: string;

  @IsIn(AI_SUMMARY_CATEGORIES, { message: AI_SUMMARY_MESSAGES.categoryInvalid })
  @IsOptional()
  category?: AiSummaryCategory;

  @IsIn(AI_SUMMARY_STATUSES, { message: AI_SUMMARY_MESSAGES.statusInvalid })
  @IsOptional()
  status?: AiSummaryStatus;

  @IsArray({ message: TABLES })
  @IsOptional()
  tables?: unknown[];

  @IsArray({ message: FILES })
  @IsOptional()
  fileUrls?: string[];
}

/** PUT /api/ai-summary/{id}: the fields sent replace theirs; If-Match: W/"version" optional. */
export class UpdateAiSummaryRequest {
  @IsObject({ message: AI_SUMMARY_MESSAGES.titleRequired })
  @IsOptional()
  info?: AiSummaryInfo;

  @IsString({ message: TEXT })
  @IsOptional()
  summary1?: string;

  @IsString({ message: TEXT })
  @IsOptional()
  summary2?: string;

  @IsIn(AI_SUMMARY_CATEGORIES, { message: AI_SUMMARY_MESSAGES.categoryInvalid })
  @IsOptional()
  category?: AiSummaryCategory;

  @IsIn(AI_SUMMARY_STATUSES, { message: AI_SUMMARY_MESSAGES.statusInvalid })
  @IsOptional()
  status?: AiSummaryStatus;

  @IsArray({ message: TABLES })
  @IsOptional()
  tables?: unknown[];

  @IsArray({ message: FILES })
  @IsOptional()
  fileUrls?: string[];
}

/** GET /api/ai-summary?kind=&status=&page=&pageSize= */
export class AiSummaryListQuery {
  @IsIn(['report', 'reportDN'], { message: KIND })
  @IsOptional()
  kind?: AiSummaryKind;

  @IsIn(AI_SUMMARY_STATUSES, { message: AI_SUMMARY_MESSAGES.statusInvalid })
  @IsOptional()
  status?: AiSummaryStatus;

  @Transform(decimal)
  @Min(1, { message: PAGE })
  @IsInt({ message: PAGE })
  @IsOptional()
  page?: number;

  @Transform(decimal)
  @Max(AI_SUMMARY_MAX_PAGE_SIZE, { message: PAGE_SIZE })
  @Min(1, { message: PAGE_SIZE })
  @IsInt({ message: PAGE_SIZE })
  @IsOptional()
  pageSize?: number;
}
