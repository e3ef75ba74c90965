import { join } from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import type pg from 'pg';
import { AppConfig } from '../../../config/app-config.js';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { LanceDbVectorStore } from './lancedb-vector-store.js';
import { PgVectorStore } from './pgvector-vector-store.js';
import { VECTOR_STORE, type VectorStore } from './vector-store.js';

/** VECTOR_STORE: LanceDB under DATA_DIR/library-vectors (default), or pgvector in the app's own PostgreSQL. */
export const vectorStoreProvider: Provider = {
  provide: VECTOR_STORE,
  inject: [AppConfig, PG_POOL],
  useFactory: (config: AppConfig, pool: pg.Pool): VectorStore =>
    config.vectorStore === 'pgvector' ? new PgVectorStore(pool) : new LanceDbVectorStore(join(config.dataDir, 'library-vectors')),
};

/**
 * Whether this instance holds the vectors (issue 28 §2): with pgvector every instance does; LanceDB lives on one
 * instance's disk, the one with RUN_PROJECTIONS=true, and the others answer keyword-only (searchMethod says so).
 */
@Injectable()
export class LibraryVectorsHolder implements OnApplicationShutdown {
  readonly holds: boolean;

  constructor(
    config: AppConfig,
    @Inject(VECTOR_STORE) private readonly store: VectorStore,
  ) {
    this.holds = config.vectorStore === 'pgvector' || config.runProjections;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
