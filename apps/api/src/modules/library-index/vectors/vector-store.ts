import { createHash } from 'node:crypto';
import type { LibraryTable } from '@k9/domain';

/** Which vectors: one embedding model at one width. Each space is its own table (issue 28 §1: one table per (model, width)). */
export type VectorSpace = { model: string; width: number };

/** A record of the library, as the index names it. */
export type VectorSourceRef = { table: LibraryTable; id: number };

/** What the learner rule reads of a chunk, kept in step with its record (the chunk read model's access fields). */
export type VectorAccess = { published: boolean; skipped: boolean; isPublic: boolean; classIds: number[] };

/** One chunk's vector with what a search filters on. */
export type VectorChunk = VectorAccess & {
  sourceTable: LibraryTable;
  sourceId: number;
  position: number;
  /** sha256 of the chunk's text: the cache's key with the model. */
  textHash: string;
  vector: number[];
};

/** Who reads: an admin everything; anyone else published, not skipped, and public or one of these classes. */
export type VectorReader = { isAdmin: boolean; classIds: number[] };

export type VectorQuery = { vector: number[]; tables: LibraryTable[]; reader: VectorReader; k: number };

/** A nearest chunk: cosine similarity, 1 the same direction, 0 unrelated (clamped to 0-1). */
export type VectorHit = { sourceTable: LibraryTable; sourceId: number; position: number; similarity: number };

/**
 * Where the library's vectors live (issue 28 §2): LanceDB under DATA_DIR by default, pgvector with VECTOR_STORE=pgvector.
 * Both are rebuilt from the chunk read model and the embedding cache, never from a provider, so losing a store loses
 * nothing. Access is applied inside `search` (the reader's rule as the store's own filter, before the nearest k are
 * chosen), never after it.
 */
export interface VectorStore {
  readonly kind: 'lancedb' | 'pgvector';
  /** The spaces that hold vectors, with how many chunks and sources each holds. */
  spaces(): Promise<Array<VectorSpace & { chunks: number; sources: number }>>;
  /** A source's chunks replaced by these (none: the source is removed from the space). */
  replaceSource(space: VectorSpace, source: VectorSourceRef, chunks: VectorChunk[]): Promise<void>;
  /**
   * Several sources' chunks replaced at once, in one delete and one add (a bulk embed of thousands of items: one write
   * per source would be thousands of LanceDB versions). A source named in `sources` with no chunk is removed.
   */
  replaceMany(space: VectorSpace, sources: VectorSourceRef[], chunks: VectorChunk[]): Promise<void>;
  /** Many chunks added at once (a rebuild or a bulk embed), of sources not yet in the space. */
  addMany(space: VectorSpace, chunks: VectorChunk[]): Promise<void>;
  /** The access fields of a source's chunks set anew (a record published, hidden or moved to other classes). */
  updateAccess(space: VectorSpace, source: VectorSourceRef, access: VectorAccess): Promise<void>;
  /** The source's chunks removed from every space. */
  removeSource(source: VectorSourceRef): Promise<void>;
  /** The k nearest chunks the reader may read in these tables, nearest first. A space that does not exist: []. */
  search(space: VectorSpace, query: VectorQuery): Promise<VectorHit[]>;
  /** The positions held for a source in a space (what the indexer compares against the chunk read model). */
  held(space: VectorSpace, source: VectorSourceRef): Promise<Array<{ position: number; textHash: string }>>;
  /** A whole space dropped (a model no longer used, or before a rebuild). */
  drop(space: VectorSpace): Promise<void>;
  close(): Promise<void>;
}

export const VECTOR_STORE = Symbol('VECTOR_STORE');

/**
 * A space's table name, the same in both stores: letters, digits and underscores, with a short hash of the model id so
 * that two ids differing only in punctuation never share a table ("lib_text_embedding_3_small_1f2e3d_1536").
 */
export function spaceTableName(space: VectorSpace): string {
  const slug = space.model.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 32);
  const hash = createHash('sha256').update(space.model).digest('hex').slice(0, 6);
  return `lib_${slug || 'model'}_${hash}_${space.width}`;
}
