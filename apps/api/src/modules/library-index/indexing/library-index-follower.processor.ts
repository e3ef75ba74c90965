import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AI_SUMMARY_EVENT_TYPES, CONTENT_EVENT_TYPES, type RecordedEvent } from '@k9/domain';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../platform/projections/projection.decorator.js';
import { touchedLibrarySources } from './touched-sources.js';
import { ReindexLibrarySourcesJob } from './reindex-library-sources.job.js';

export const LIBRARY_INDEX_FOLLOWER = 'library-index-follower';

/** How long a re-indexing job waits before it runs: the events of the next moments go in batches of their own anyway. */
export const REINDEX_DEBOUNCE_MS = 200;

/**
 * Follows the content and AI-summary events (issue 28 §1) and hands the records each batch touched to one re-indexing
 * job (ReindexLibrarySourcesJob), delayed a little; nobody has to press anything for the search to be right. A
 * processor, not a read model: the chunks are written by the job, so a rebuild empties nothing here, and replaying it
 * only re-indexes (unchanged text is not cut again).
 *
 * The job is enqueued inside the batch: if Redis cannot take it, the batch fails and is retried, so no change is lost.
 */
@Injectable()
@ReadModelProjection()
export class LibraryIndexFollower implements Projection {
  readonly name = LIBRARY_INDEX_FOLLOWER;
  readonly eventTypes = [...CONTENT_EVENT_TYPES, ...AI_SUMMARY_EVENT_TYPES];
  readonly tables = [] as const;

  constructor(private readonly jobs: JobsService) {}

  async apply(_em: EntityManager, events: RecordedEvent[]): Promise<void> {
    const sources = touchedLibrarySources(events);
    if (sources.length === 0) return;
    const position = events[events.length - 1].globalPosition;
    await this.jobs.enqueue(ReindexLibrarySourcesJob, { position, sources }, { ownerId: null, delayMs: REINDEX_DEBOUNCE_MS });
  }
}
