import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { COMPANY_SUMMARY_MESSAGES as M } from '@k9/domain';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * POST /api/company-summaries/queue: the ticker to summarise (any case; stored upper case): 'Vui lòng nhập mã chứng
 * khoán!' when it is missing or blank, else the ticker rule (checkSummaryTicker in the domain, which the service applies).
 */
export class QueueCompanySummaryRequest {
  @Matches(/^[A-Za-z0-9]{1,10}$/, { message: M.tickerInvalid })
  @IsNotEmpty({ message: M.tickerRequired })
  @IsString({ message: M.tickerRequired })
  @Transform(trimmed)
  ticker!: string;
}
