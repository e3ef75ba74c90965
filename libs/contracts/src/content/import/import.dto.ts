import { IsIn, IsString, MaxLength } from 'class-validator';
import { CONTENT_IMPORT_LIMITS, CONTENT_IMPORT_MESSAGES, CONTENT_TYPES, type ContentType } from '@k9/domain';

const JSON_MAX = 1_000_000;

/** ?type= of an import or its template: the tab the records go to. */
export class ContentImportTypeQuery {
  @IsIn(CONTENT_TYPES, { message: CONTENT_IMPORT_MESSAGES.typeRequired })
  type!: ContentType;
}

/** POST /api/k9/import/json: the JSON import's text as typed or pasted (larger files: POST /api/k9/import/file). */
export class ContentImportJsonRequest {
  @IsIn(CONTENT_TYPES, { message: CONTENT_IMPORT_MESSAGES.typeRequired })
  type!: ContentType;

  @MaxLength(JSON_MAX, { message: `JSON quá dài: hãy tải lên file .json (tối đa ${CONTENT_IMPORT_LIMITS.fileMb} MB).` })
  @IsString({ message: CONTENT_IMPORT_MESSAGES.jsonRequired })
  json!: string;
}
