import { searchLexemes } from '../../content/rules/search-text.js';
import { chunkText, CHUNKING, type Chunk } from './library-chunks.js';
import { plainText } from './library-passage.js';
import type { LibraryTable } from './library-search.js';

/**
 * What the learner rule reads on a chunk (issue 28 §1), kept in step with its record: published, impact 'skip', public,
 * and the classes that may read it. A report has only a status: published or not, never skipped, open to every learner.
 */
export type LibraryChunkAccess = { published: boolean; skipped: boolean; isPublic: boolean; classIds: number[] };

/** One record of the library as the index sees it: where it comes from, its plain text and its access. */
export type LibrarySource = {
  table: LibraryTable;
  sourceId: number;
  /** The record's own type (news, library …) or the report's kind (report, reportDN). */
  type: string;
  /** The title, for the score (a title holding the question ranks first). */
  title: string;
  /** Title, summary and detail (a report: title, summary1, summary2) as one plain text; '' when there is none. */
  text: string;
  access: LibraryChunkAccess;
};

/** A record's parts as one plain text, a line per part, empty parts left out. */
export function sourceTextOf(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map((part) => plainText(part ?? ''))
    .filter(Boolean)
    .join('\n');
}

/** The fields of a content record the index reads. */
export type NewsSourceFields = {
  title: string;
  summary: string;
  description: string;
  detail: string;
  status: string;
  impact: string | null;
  isPublic: boolean;
  allowed_user_class: readonly number[];
};

/** A content record (table `news`, its type beside it): title, summary, description and detail. */
export function newsSourceOf(sourceId: number, type: string, fields: NewsSourceFields): LibrarySource {
  return {
    table: 'news',
    sourceId,
    type,
    title: fields.title ?? '',
    text: sourceTextOf([fields.title, fields.summary, fields.description, fields.detail]),
    access: { published: fields.status === 'published', skipped: fields.impact === 'skip', isPublic: fields.isPublic, classIds: [...(fields.allowed_user_class ?? [])] },
  };
}

/** The fields of an AI summary the index reads. */
export type ReportSourceFields = { info: { title?: unknown }; summary1: string; summary2: string; status: string };

/** An AI summary (table `report`, its kind beside it): title, summary1 and summary2; learners read it once published. */
export function reportSourceOf(sourceId: number, kind: string, fields: ReportSourceFields): LibrarySource {
  const title = typeof fields.info?.title === 'string' ? fields.info.title : '';
  return {
    table: 'report',
    sourceId,
    type: kind,
    title,
    text: sourceTextOf([title, fields.summary1, fields.summary2]),
    access: { published: fields.status === 'published', skipped: false, isPublic: true, classIds: [] },
  };
}

/** A chunk as stored: its text, and the lexemes its search vector is made of (the content list's folded syllables and pairs). */
export type IndexedChunk = Chunk & { lexemes: string[] };

/** The chunks of a source's text (about 1,000 characters, about 100 shared), each with its search lexemes; none for no text. */
export function sourceChunks(source: Pick<LibrarySource, 'text'>, options: { size: number; overlap: number } = CHUNKING): IndexedChunk[] {
  return chunkText(source.text, options).map((chunk) => ({ ...chunk, lexemes: searchLexemes(chunk.text) }));
}
