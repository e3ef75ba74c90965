import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { LIBRARY_INDEX_MESSAGES as M, LIBRARY_SEARCH_LIMITS as L, LIBRARY_TABLES, type LibraryTable } from '@k9/domain';

const DECIMAL = /^(0|[1-9]\d{0,8})(\.\d{1,12})?$/;
const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.normalize('NFC').trim() : value));
const decimal = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value));
/** `tables=news,report` or `tables=news&tables=report` (or both at once). */
const tableList = () =>
  Transform(({ value }: { value: unknown }) => {
    const parts = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return value;
    return parts.flatMap((part: string) => part.split(',')).map((part) => part.trim());
  });

/** GET /api/library-index/search?q=&k=&threshold=&tables= : what is left out comes from LIBRARY_SEARCH_SETTING, else the defaults. */
export class LibrarySearchQuery {
  @MaxLength(L.queryChars, { message: M.queryTooLong })
  @MinLength(1, { message: M.queryRequired })
  @IsString({ message: M.queryRequired })
  @trimmed()
  q!: string;

  @Max(L.maxK, { message: M.kInvalid })
  @Min(L.minK, { message: M.kInvalid })
  @IsInt({ message: M.kInvalid })
  @decimal()
  @IsOptional()
  k?: number;

  @Max(L.maxThreshold, { message: M.thresholdInvalid })
  @Min(L.minThreshold, { message: M.thresholdInvalid })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.thresholdInvalid })
  @decimal()
  @IsOptional()
  threshold?: number;

  @IsIn(LIBRARY_TABLES, { each: true, message: M.tablesInvalid })
  @ArrayNotEmpty({ message: M.tablesInvalid })
  @IsArray({ message: M.tablesInvalid })
  @tableList()
  @IsOptional()
  tables?: LibraryTable[];
}

const MAX_EMBED_CONTENT = 200_000;

/** POST /api/embedingData/create-with-ai: { sourceId, content, table } (spec 1 §7): the record's text, embedded now. */
export class CreateEmbeddingBody {
  @Min(1, { message: M.sourceIdInvalid })
  @IsInt({ message: M.noId })
  sourceId!: number;

  @MaxLength(MAX_EMBED_CONTENT, { message: M.contentTooLong })
  @IsString({ message: M.nothingToEmbed })
  content!: string;

  @IsIn(LIBRARY_TABLES, { message: M.unknownTable })
  table!: LibraryTable;
}

/** POST /api/embedingData/ai-gen: a question answered from the library (spec 2 §7.12's data-store answer). */
export class LibraryQuestionBody {
  @MaxLength(L.queryChars, { message: M.queryTooLong })
  @MinLength(1, { message: M.questionRequired })
  @IsString({ message: M.questionRequired })
  @trimmed()
  question!: string;

  @IsIn(LIBRARY_TABLES, { message: M.unknownTable })
  @IsOptional()
  table?: LibraryTable;
}

/** One source of a bulk embed. */
export class LibrarySourceBody {
  @IsIn(LIBRARY_TABLES, { message: M.unknownTable })
  table!: LibraryTable;

  @Min(1, { message: M.sourceIdInvalid })
  @IsInt({ message: M.sourceIdInvalid })
  id!: number;
}

/** POST /api/library-index/embed: the back office's bulk embed of a selection (at most 5,000 at once). */
export class EmbedSelectionBody {
  @ValidateNested({ each: true, message: M.sourceIdInvalid })
  @Type(() => LibrarySourceBody)
  @ArrayMaxSize(5000, { message: M.bulkTooLarge })
  @ArrayNotEmpty({ message: M.bulkRequiresSelection })
  @IsArray({ message: M.bulkRequiresSelection })
  sources!: LibrarySourceBody[];
}

/** GET /api/library-index/states?table=news&ids=1,2,3: the embedding state of the rows a list shows. */
export class EmbeddingStatesQuery {
  @IsIn(LIBRARY_TABLES, { message: M.unknownTable })
  table!: LibraryTable;

  @Min(1, { each: true, message: M.sourceIdInvalid })
  @IsInt({ each: true, message: M.sourceIdInvalid })
  @ArrayMaxSize(500, { message: M.sourceIdInvalid })
  @IsArray({ message: M.sourceIdInvalid })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').filter(Boolean).map((part) => (/^\d{1,9}$/.test(part.trim()) ? Number(part.trim()) : part)) : value,
  )
  ids!: number[];
}
