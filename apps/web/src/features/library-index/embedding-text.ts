import type { ContentRecord } from '@k9/contracts/content/content.types';
import { sourceTextOf } from '@k9/domain/library-index/rules/library-source';

/** What one row's embed sends: the record's text as the index reads it (title, summary, description, detail, as plain text). */
export const embeddingTextOf = (record: Pick<ContentRecord, 'title' | 'summary' | 'description' | 'detail'>): string =>
  sourceTextOf([record.title, record.summary, record.description, record.detail]);

/** The states route takes at most 500 ids: a page of 5,000 rows is read in batches. */
export const STATES_BATCH = 500;

export function idBatches(ids: readonly number[], size = STATES_BATCH): number[][] {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const batches: number[][] = [];
  for (let start = 0; start < unique.length; start += size) batches.push(unique.slice(start, start + size));
  return batches;
}
