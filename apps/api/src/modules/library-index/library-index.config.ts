import { ConfigError, flag, int, text, type Env } from '../../config/env.js';

/** Where the library's vectors live (issue 28 §2). */
export type VectorStoreKind = 'lancedb' | 'pgvector';

/**
 * VECTOR_STORE: `lancedb` (default: embedded, under DATA_DIR/library-vectors, held by the one instance with
 * RUN_PROJECTIONS=true; others answer keyword-only) or `pgvector` (the app's own PostgreSQL, which needs the `vector`
 * extension; every instance searches it: use it for several instances).
 * LIBRARY_SEARCHES_PER_MINUTE (60, issue 28 §3): searches one learner's account may make a minute, more answer 429.
 * LIBRARY_AUTO_EMBED (true): the index embeds what changes by itself, and everything again after a model change;
 * false: only what an admin embeds (the provider's costs under the admins' hands; the tests, whose provider calls and
 * stored events are their own). Removals and access changes follow the records either way.
 */
export type LibraryIndexConfig = { vectorStore: VectorStoreKind; librarySearchesPerMinute: number; libraryAutoEmbed: boolean };

export function readLibraryIndexConfig(env: Env): LibraryIndexConfig {
  const raw = (text(env, 'VECTOR_STORE') ?? 'lancedb').toLowerCase();
  if (raw !== 'lancedb' && raw !== 'pgvector') throw new ConfigError(`VECTOR_STORE must be lancedb or pgvector, not ${raw}`);
  return { vectorStore: raw, librarySearchesPerMinute: int(env, 'LIBRARY_SEARCHES_PER_MINUTE', 60, 1, 1_000_000),
    libraryAutoEmbed: flag(env, 'LIBRARY_AUTO_EMBED', true),
  };
}
