import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MARKET_MESSAGES as M } from '@k9/domain';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export const STOCK_SCREEN_MESSAGES = {
  typed: 'Nội dung tìm (q) phải là văn bản, tối đa 100 ký tự.',
  tickerRequired: 'Vui lòng nhập mã chứng khoán!',
  quarter: 'Quý (quarter) phải có dạng NĂM-QUÝ, ví dụ 2025-Q3.',
} as const;

/** GET /api/stock-screen/suggestions?q= */
export class StockSuggestionsQuery {
  @MaxLength(100, { message: STOCK_SCREEN_MESSAGES.typed })
  @IsString({ message: STOCK_SCREEN_MESSAGES.typed })
  @IsOptional()
  @Transform(trimmed)
  q?: string;
}

/** GET /api/stock-screen/industry?ticker=&quarter= */
export class StockIndustryQuery {
  @Matches(/^[A-Za-z0-9]{1,10}$/, { message: M.ticker })
  @IsString({ message: STOCK_SCREEN_MESSAGES.tickerRequired })
  @Transform(trimmed)
  ticker!: string;

  @Matches(/^\d{4}-Q[1-4]$/, { message: STOCK_SCREEN_MESSAGES.quarter })
  @IsString({ message: STOCK_SCREEN_MESSAGES.quarter })
  @IsOptional()
  @Transform(trimmed)
  quarter?: string;
}
