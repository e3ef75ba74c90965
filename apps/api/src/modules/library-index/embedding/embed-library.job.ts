import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import type pg from 'pg';
import { isLibraryTable } from '@k9/domain';
import { Job, JobHandler, UnrecoverableJobError, type JobContext } from '../../../platform/jobs/job.js';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { LIBRARY_INDEX_QUEUE } from '../indexing/reindex-library-sources.job.js';
import type { LibrarySourceRef } from '../indexing/library-indexer.js';
import { LibraryEmbedder, type EmbedOutcome } from './library-embedder.js';
import { VectorSpaces } from './vector-spaces.js';

export const EMBED_LIBRARY_JOB = 'embed-library';

/**
 * What to embed: a selection (the back office's bulk embed), or every indexed source (`all`: a model change, or
 * sources left unembedded while no provider was configured). `requestId` makes each request its own job.
 */
export type EmbedLibraryPayload = {
  requestId: string;
  sources: LibrarySourceRef[] | 'all';
  model: string;
  actor: { id: string; email: string | null } | null;
};

export type EmbedLibraryResult = Omit<EmbedOutcome, 'space'> & { total: number; stopped: boolean; activated: boolean };

/**
 * Embeds a selection or the whole library (issue 28 §1, §4): visible on the queue dashboard and to its requester over
 * /ws (`job.updated`, progress { done, total }), stoppable there. Embedding everything with a model that is not the
 * active one builds that model's space beside the old one; searches keep the old one until every source is embedded
 * with no failure, then the new one becomes active. Stopped or failed: the old one stays, and the build says so.
 */
@Job()
export class EmbedLibraryJob extends JobHandler<EmbedLibraryPayload, EmbedLibraryResult> {
  readonly queue = LIBRARY_INDEX_QUEUE;
  readonly name = EMBED_LIBRARY_JOB;
  /** A run already records each failed group on its sources and goes on; retrying the whole run would repeat it. */
  override readonly attempts = 1;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly embedder: LibraryEmbedder,
    private readonly spaces: VectorSpaces,
  ) {
    super();
  }

  static payload(sources: LibrarySourceRef[] | 'all', model: string, actor: EmbedLibraryPayload['actor']): EmbedLibraryPayload {
    return { requestId: randomUUID(), sources, model, actor };
  }

  jobId(payload: EmbedLibraryPayload): string {
    return payload.requestId;
  }

  async handle(payload: EmbedLibraryPayload, ctx: JobContext): Promise<EmbedLibraryResult> {
    const { sources, model } = payload;
    if (typeof model !== 'string' || !(sources === 'all' || (Array.isArray(sources) && sources.every((s) => isLibraryTable(s?.table) && Number.isSafeInteger(s.id))))) {
      throw new UnrecoverableJobError('Bad embed payload');
    }
    const refs = sources === 'all' ? await this.everySource() : sources;
    const whole = sources === 'all';
    const { active } = await this.spaces.state();
    if (whole && active?.model !== model) await this.spaces.building(model, ctx.jobId);
    await ctx.progress({ done: 0, total: refs.length });
    const actor = payload.actor ? { ...payload.actor, isAdmin: true, classIds: [] } : null;
    const outcome = await this.embedder.embedSources(refs, { actor, signal: ctx.signal, jobId: ctx.jobId, onProgress: (done, total) => ctx.progress({ done, total }) }, model);
    const stopped = ctx.signal.aborted;
    let activated = false;
    if (whole && !stopped && outcome.failed === 0 && outcome.space && active?.model !== model) {
      await this.spaces.activate(outcome.space);
      activated = true;
    } else if (whole && active?.model !== model) {
      await this.spaces.building(model, stopped ? 'stopped' : 'failed');
    }
    const { space: _space, ...counts } = outcome;
    return { ...counts, total: refs.length, stopped, activated };
  }

  /** Every source with text, in a stable order. */
  private async everySource(): Promise<LibrarySourceRef[]> {
    const { rows } = await this.pool.query<{ source_table: LibrarySourceRef['table']; source_id: number }>(
      `SELECT source_table, source_id FROM library_source WHERE chunks > 0 ORDER BY source_table, source_id`,
    );
    return rows.map((row) => ({ table: row.source_table, id: row.source_id }));
  }
}
