import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { MARKET_DATASETS, MARKET_LIMITS, MARKET_MESSAGES as M, type MarketDataset } from '@k9/domain';

const decimal = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * GET of a market list: `ticker` (exact, any case), `page`, `pageSize` 1-500, `sort` (a column, '-' first for
 * descending). `filter[column]=text` reaches the controller outside this class (the query string keeps its brackets):
 * see `marketFilters`.
 */
export class MarketListQuery {
  @Matches(/^[A-Za-z0-9]{1,10}$/, { message: M.ticker })
  @IsString({ message: M.ticker })
  @IsOptional()
  @Transform(trimmed)
  ticker?: string;

  @Min(1, { message: M.page })
  @IsInt({ message: M.page })
  @IsOptional()
  @Transform(decimal)
  page?: number;

  @Max(MARKET_LIMITS.maxPageSize, { message: M.pageSize })
  @Min(1, { message: M.pageSize })
  @IsInt({ message: M.pageSize })
  @IsOptional()
  @Transform(decimal)
  pageSize?: number;

  @MaxLength(101, { message: M.sort })
  @Matches(/^-?[^\s-][^\n\r]*$/, { message: M.sort })
  @IsString({ message: M.sort })
  @IsOptional()
  @Transform(trimmed)
  sort?: string;
}

export type MarketFilters = { ok: true; filters: Array<{ column: string; value: string }> } | { ok: false; message: string };

/** The `filter[column]=value` pairs of a query string; blank values are no filter. */
export function marketFilters(query: Record<string, unknown>): MarketFilters {
  const filters: Array<{ column: string; value: string }> = [];
  for (const [name, raw] of Object.entries(query)) {
    const match = /^filter\[(.*)\]$/.exec(name);
    if (!match) continue;
    const column = match[1].trim();
    if (typeof raw !== 'string' || !column || column.length > 100 || raw.length > 200) return { ok: false, message: M.filter };
    if (raw.trim()) filters.push({ column, value: raw.trim() });
  }
  return filters.length > 10 ? { ok: false, message: M.filter } : { ok: true, filters };
}

const isCell = (value: unknown) => value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= 2000);

/** A row's values: a flat object of at most 200 columns of text, numbers, booleans or blanks. */
export function isMarketData(value: unknown): value is Record<string, string | number | boolean | null> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= 200 && entries.every(([field, cell]) => field.length <= 100 && isCell(cell));
}

const MarketData = () => ValidateBy({ name: 'isMarketData', validator: { validate: (value: unknown) => isMarketData(value) } }, { message: M.dataTooLarge });

/** PUT /api/market/{dataset}/{rowId}: the row's new values; the key's fields ('Mã CK', 'Ngày') keep theirs. */
export class MarketRowEditRequest {
  @MarketData()
  @IsObject({ message: M.dataRequired })
  data!: Record<string, string | number | boolean | null>;

  @MaxLength(2000, { message: M.textField('URL') })
  @IsString({ message: M.textField('URL') })
  @IsOptional()
  URL?: string | null;

  @MaxLength(2000, { message: M.textField('name') })
  @IsString({ message: M.textField('name') })
  @IsOptional()
  name?: string | null;

  @MaxLength(2000, { message: M.textField('type') })
  @IsString({ message: M.textField('type') })
  @IsOptional()
  type?: string | null;
}

/** GET /api/market/changes?dataset=&ticker=&page=&pageSize= */
export class MarketChangesQuery {
  @IsIn([...MARKET_DATASETS], { message: M.datasetRequired })
  @IsOptional()
  dataset?: MarketDataset;

  @Matches(/^[A-Za-z0-9]{1,10}$/, { message: M.ticker })
  @IsString({ message: M.ticker })
  @IsOptional()
  @Transform(trimmed)
  ticker?: string;

  @Min(1, { message: M.page })
  @IsInt({ message: M.page })
  @IsOptional()
  @Transform(decimal)
  page?: number;

  @Max(MARKET_LIMITS.maxPageSize, { message: M.pageSize })
  @Min(1, { message: M.pageSize })
  @IsInt({ message: M.pageSize })
  @IsOptional()
  @Transform(decimal)
  pageSize?: number;
}
