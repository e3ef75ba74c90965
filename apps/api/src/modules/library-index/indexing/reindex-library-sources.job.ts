import { isLibraryTable } from '@k9/domain';
import { Job, JobHandler, jobKey, UnrecoverableJobError } from '../../../platform/jobs/job.js';
import { ProjectionsService } from '../../../platform/projections/projections.service.js';
import { AI_SUMMARY_PROJECTION } from '../../content/ai-summary/projections/ai-summary/ai-summary.projection.js';
import { CONTENT_RECORD_PROJECTION } from '../../content/projections/content-record/content-record.projection.js';
import { FollowVectors } from '../embedding/follow-vectors.js';
import { LibraryIndexer, type LibrarySourceRef, type ReindexOutcome } from './library-indexer.js';

export const LIBRARY_INDEX_QUEUE = 'library-index';
export const REINDEX_LIBRARY_SOURCES_JOB = 'reindex-library-sources';
/** How long a job waits for the content read models to hold its batch. */
const READ_MODEL_WAIT_MS = 30_000;

/** The records a batch of content events touched, and the position of its last event. */
export type ReindexLibrarySourcesPayload = { position: number; sources: LibrarySourceRef[] };

/**
 * Re-indexes the records a batch of content or AI-summary events touched (issue 28 §1: the index follows the content
 * events, within seconds, with nobody pressing anything). It first waits for both read models to hold the batch's last
 * event, then reads each record from them (LibraryIndexer). Idempotent: a retry, or a later job for the same record,
 * reads the record as it is then.
 */
@Job()
export class ReindexLibrarySourcesJob extends JobHandler<ReindexLibrarySourcesPayload, { indexed: number }> {
  readonly queue = LIBRARY_INDEX_QUEUE;
  readonly name = REINDEX_LIBRARY_SOURCES_JOB;
  /** A read model far behind (a large import, a rebuild) makes the wait time out: the job tries again later. */
  override readonly attempts = 8;

  constructor(
    private readonly indexer: LibraryIndexer,
    private readonly projections: ProjectionsService,
    private readonly vectors: FollowVectors,
  ) {
    super();
  }

  /** The same batch (a processor batch retried) is one job; the position keeps a later batch of the same records apart. */
  jobId(payload: ReindexLibrarySourcesPayload): string {
    return jobKey(payload);
  }

  async handle({ position, sources }: ReindexLibrarySourcesPayload): Promise<{ indexed: number }> {
    if (!Number.isSafeInteger(position) || !Array.isArray(sources) || !sources.every((s) => isLibraryTable(s?.table) && Number.isSafeInteger(s.id))) {
      throw new UnrecoverableJobError('Bad reindex payload');
    }
    await this.projections.waitFor(position, [CONTENT_RECORD_PROJECTION, AI_SUMMARY_PROJECTION], READ_MODEL_WAIT_MS);
    const outcomes: Array<{ ref: LibrarySourceRef; outcome: ReindexOutcome }> = [];
    for (const source of sources) outcomes.push({ ref: source, outcome: await this.indexer.reindex(source) });
    await this.vectors.follow(outcomes);
    return { indexed: sources.length };
  }
}
