import { isLibraryTable, type LibraryTable } from '@k9/domain';
import type { VectorChunk, VectorSourceRef, VectorSpace } from './vector-store.js';

/**
 * What both stores check before a value reaches their queries. LanceDB's filters are SQL text (it takes no bind
 * parameters), so a table name, an id or a class id is written into it only once it is known to be one of
 * LIBRARY_TABLES or an integer; pgvector binds every value, and checks the same so that both fail alike.
 */
export function libraryTable(value: unknown): LibraryTable {
  if (!isLibraryTable(value)) throw new Error(`Vector store: "${String(value)}" is not a library table`);
  return value;
}

export function integer(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > 2 ** 31 - 1) {
    throw new Error(`Vector store: ${String(value)} is not an int32`);
  }
  return value;
}

/** A space's width: vectors of 1 to 16,000 numbers (pgvector's own limit for a column). */
export function spaceWidth(space: VectorSpace): number {
  if (!Number.isInteger(space.width) || space.width < 1 || space.width > 16000) throw new Error(`Vector store: width ${space.width} is not 1-16000`);
  return space.width;
}

/** A vector of the space's width, every number finite (a NaN would make every distance NaN). */
export function checkVector(space: VectorSpace, vector: number[]): number[] {
  if (vector.length !== spaceWidth(space)) throw new Error(`Vector store: a vector of ${vector.length} numbers in a space of width ${space.width}`);
  if (!vector.every(Number.isFinite)) throw new Error('Vector store: a vector holds a number that is not finite');
  return vector;
}

export function checkSource(source: VectorSourceRef): VectorSourceRef {
  return { table: libraryTable(source.table), id: integer(source.id) };
}

export function checkChunk(space: VectorSpace, chunk: VectorChunk): VectorChunk {
  libraryTable(chunk.sourceTable);
  integer(chunk.sourceId);
  integer(chunk.position);
  chunk.classIds.forEach(integer);
  checkVector(space, chunk.vector);
  return chunk;
}

/** Chunks replacing one source's: each must be that source's. */
export function checkSourceChunks(space: VectorSpace, source: VectorSourceRef, chunks: VectorChunk[]): VectorChunk[] {
  for (const chunk of chunks) {
    checkChunk(space, chunk);
    if (chunk.sourceTable !== source.table || chunk.sourceId !== source.id) {
      throw new Error(`Vector store: a chunk of ${chunk.sourceTable}/${chunk.sourceId} given as one of ${source.table}/${source.id}`);
    }
  }
  return chunks;
}

/** Chunks replacing several sources': each must be one of theirs. */
export function checkSourcesChunks(space: VectorSpace, sources: VectorSourceRef[], chunks: VectorChunk[]): VectorChunk[] {
  const named = new Set(sources.map((source) => `${libraryTable(source.table)}/${integer(source.id)}`));
  for (const chunk of chunks) {
    checkChunk(space, chunk);
    if (!named.has(`${chunk.sourceTable}/${chunk.sourceId}`)) throw new Error(`Vector store: a chunk of ${chunk.sourceTable}/${chunk.sourceId}, a source not named`);
  }
  return chunks;
}

/** Cosine distance (0 the same direction, 2 opposite) as the similarity a hit carries, clamped to 0-1. */
export const similarityOf = (distance: number): number => Math.min(1, Math.max(0, 1 - distance));
