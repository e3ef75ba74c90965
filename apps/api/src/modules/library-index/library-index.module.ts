import { Module } from '@nestjs/common';
import { SiteModule } from '../site/site.module.js';
import { LibraryAnswer } from './answering/library-answer.js';
import { EmbedLibraryController } from './commands/embed-library/embed-library.controller.js';
import { EmbedLibraryJob } from './embedding/embed-library.job.js';
import { EmbeddingCache } from './embedding/embedding-cache.js';
import { FollowVectors } from './embedding/follow-vectors.js';
import { LibraryEmbedder } from './embedding/library-embedder.js';
import { LibraryEmbeddings } from './embedding/library-embeddings.js';
import { VectorSpaces } from './embedding/vector-spaces.js';
import { WatchLibraryVectorsJob } from './embedding/watch-library-vectors.job.js';
import { LibraryIndexFollower } from './indexing/library-index-follower.processor.js';
import { LibraryIndexer } from './indexing/library-indexer.js';
import { ReindexLibrarySourcesJob } from './indexing/reindex-library-sources.job.js';
import { KeywordSearch } from './keyword-search.js';
import { LibraryIndex } from './library-index.js';
import { LibrarySearchLimit } from './library-search-limit.js';
import { EmbeddingDataController } from './queries/embedding-data/embedding-data.controller.js';
import { LibrarySearchController } from './queries/library-search/library-search.controller.js';
import { LibraryVectorsHolder, vectorStoreProvider } from './vectors/library-vectors-holder.js';

/**
 * Search over the library's own records (issue 28): the chunk index follows the content events through a processor and
 * a debounced re-indexing job (§1), the vectors follow it through the gateway's embed and a cache (§1, §2), the search
 * fuses keyword and vector hits under the reader's access (§3), and the back office embeds and watches it (§4).
 */
@Module({
  imports: [SiteModule],
  controllers: [LibrarySearchController, EmbeddingDataController, EmbedLibraryController],
  providers: [
    vectorStoreProvider,
    LibraryVectorsHolder,
    KeywordSearch,
    LibraryIndex,
    LibrarySearchLimit,
    LibraryIndexer,
    LibraryIndexFollower,
    ReindexLibrarySourcesJob,
    EmbeddingCache,
    VectorSpaces,
    LibraryEmbedder,
    FollowVectors,
    LibraryEmbeddings,
    EmbedLibraryJob,
    WatchLibraryVectorsJob,
    LibraryAnswer,
  ],
  exports: [LibraryIndex, LibraryIndexer, LibraryAnswer],
})
export class LibraryIndexModule {}
