import type { LibraryTable } from '@k9/domain';
import type { LibrarySourceRef } from './library-indexer.js';

const CONTENT_PREFIX = 'Content';
const REPORT_PREFIX = 'AiSummary';

/** The records a batch of content (`contentId`) and AI-summary (`summaryId`) events touched, each once, in order. */
export function touchedLibrarySources(events: ReadonlyArray<{ type: string; data: unknown }>): LibrarySourceRef[] {
  const seen = new Map<string, LibrarySourceRef>();
  for (const event of events) {
    const data = event.data as { contentId?: unknown; summaryId?: unknown };
    let table: LibraryTable | null = null;
    let id: unknown = null;
    if (event.type.startsWith(CONTENT_PREFIX)) [table, id] = ['news', data.contentId];
    else if (event.type.startsWith(REPORT_PREFIX)) [table, id] = ['report', data.summaryId];
    if (table && typeof id === 'number' && Number.isSafeInteger(id)) seen.set(`${table}:${id}`, { table, id });
  }
  return [...seen.values()];
}
