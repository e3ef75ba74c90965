import { LIBRARY_INDEX_SETTINGS } from '@k9/domain';
import type { ApiContext } from '../../platform/context.js';
import { BENCHES } from '../../platform/benches.js';
import { SETTINGS } from '../site/setting-table.js';
import { LibraryIndexModule } from './library-index.module.js';
import { Migration085LibraryChunks } from './migrations/085-library-chunks.js';
import { Migration086LibraryEmbeddings } from './migrations/086-library-embeddings.js';

/**
 * The library index (issue 28): the search port the assistant calls, its admin setting, and the chunk index it searches
 * (library_chunk, library_source: written by the re-indexing job, not a projection).
 */
export const libraryIndexContext: ApiContext = {
  name: 'library-index',
  module: LibraryIndexModule,
  migrations: [
    { name: '085-library-chunks', class: Migration085LibraryChunks },
    { name: '086-library-embeddings', class: Migration086LibraryEmbeddings },
  ],
  contributes: [SETTINGS.with(LIBRARY_INDEX_SETTINGS), BENCHES.with([{ name: 'index', module: 'bench/library-index.bench.mjs', run: 'benchLibraryIndex' }])],
};
