import type { LibraryTable } from '@k9/domain';

/** The library index (issue 28): its search port, one entry for the assistant and the tests. */
export const LIBRARY_INDEX_ROUTES = {
  search: '/api/library-index/search',
  status: '/api/library-index/status',
  states: '/api/library-index/states',
  embed: '/api/library-index/embed',
  reembed: '/api/library-index/reembed',
} as const;

/** How an answer was found: keyword only until embeddings exist (issue 28 §3). */
export type LibrarySearchMethod = 'keyword' | 'hybrid' | 'vector';

/** One passage found: the record it comes from (`table` news: a content record of type `type`; report: an AI summary of kind `type`). */
export type LibrarySearchResult = {
  sourceId: number;
  table: LibraryTable;
  type: string;
  /** Plain text (never HTML), at most about 1,000 characters, around the first match. */
  chunkText: string;
  /** 0 to 1, best first; nothing below the threshold. */
  similarity: number;
};

/** GET /api/library-index/search: at most k results; `totalFound` counts every readable match above the threshold. */
export type LibrarySearchResponse = { results: LibrarySearchResult[]; totalFound: number; searchMethod: LibrarySearchMethod };

/** Spec 3 §4: an item's embedding, not embedded, in progress, embedded (the action then reads "re-embed"). */
export type EmbeddingState = 'none' | 'embedding' | 'embedded';

/** One chunk of a source as GET /api/embedingData/source/{sourceId}/{type} lists it. */
export type EmbeddingChunkView = { id: string; sourceId: number; table: LibraryTable; type: string; position: number; content: string; embedded: boolean; model: string | null };

/** One source's embedding, as the back office's lists show it. */
export type EmbeddingSourceView = {
  sourceId: number;
  table: LibraryTable;
  state: EmbeddingState;
  chunks: number;
  model: string | null;
  embeddedAt: string | null;
  /** The last embedding error, or the warning that the record has no text. */
  error: string | null;
};

/** POST /api/embedingData/create-with-ai's answer (spec 1 §7), with the warning of a failed delete of the old embedding. */
export type CreateEmbeddingResponse = { chunksCreated: number; totalTextLength: number; warning?: string };

/** The AI admin page's library index panel: per table, and the index's model and method. */
export type LibraryIndexTableStatus = { table: LibraryTable; items: number; chunks: number; embedded: number; waiting: number; noText: number; lastError: string | null };
export type LibraryIndexStatus = {
  tables: LibraryIndexTableStatus[];
  /** The chosen embedding model, and why it cannot be used here (Vietnamese), null when it can. */
  embeddingModel: string;
  unavailable: string | null;
  /** The space searches use, and a model being built after a change ('running', 'stopped', 'failed'). */
  active: { model: string; width: number } | null;
  building: { model: string; state: 'running' | 'stopped' | 'failed'; jobId: string | null } | null;
  searchMethod: LibrarySearchMethod;
  vectorStore: 'lancedb' | 'pgvector';
  cachedVectors: number;
};

/** The data-store answer of POST /api/embedingData/ai-gen (spec 2 §7.12). */
export type LibraryAnswerResponse = {
  success: true;
  data: { answer: string; chunks: LibrarySearchResult[]; searchStats: { totalFound: number; searchMethod: LibrarySearchMethod }; question: string; table: LibraryTable | 'all' };
};

export const EMBEDDING_DATA_ROUTES = {
  source: (sourceId: number, type: string) => `/api/embedingData/source/${sourceId}/${type}`,
  table: (table: string) => `/api/embedingData/table/${table}`,
  createWithAi: '/api/embedingData/create-with-ai',
  aiGen: '/api/embedingData/ai-gen',
} as const;
