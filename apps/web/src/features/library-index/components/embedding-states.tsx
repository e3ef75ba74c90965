import type { EmbeddingSourceView } from '@k9/contracts/library-index/library-index.routes';
import { skipToken } from '@reduxjs/toolkit/query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useEmbeddingStatesQuery } from '../library-index.api';

const NO_STATES: ReadonlyMap<number, EmbeddingSourceView> = new Map();
const EmbeddingStatesContext = createContext<ReadonlyMap<number, EmbeddingSourceView>>(NO_STATES);

/**
 * The embedding states of the records a page shows, read together (one request per 500 rows) and followed over /ws.
 * The table's cells render once per record; each embedding cell listens to this context, so a state that changes
 * re-renders that cell alone.
 */
export function EmbeddingStates({ rows, children }: { rows: ReadonlyArray<{ id: number }>; children: ReactNode }) {
  const sorted = useMemo(() => rows.map((row) => row.id).sort((a, b) => a - b), [rows]);
  const { data } = useEmbeddingStatesQuery(sorted.length ? { table: 'news', ids: sorted } : skipToken);
  const states = useMemo(() => (data ? new Map(data.map((view) => [view.sourceId, view])) : NO_STATES), [data]);
  return <EmbeddingStatesContext.Provider value={states}>{children}</EmbeddingStatesContext.Provider>;
}

/** One record's embedding as its page read it; undefined until read. */
export const useEmbeddingState = (id: number): EmbeddingSourceView | undefined => useContext(EmbeddingStatesContext).get(id);
