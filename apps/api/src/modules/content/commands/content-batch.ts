import { Inject, Injectable } from '@nestjs/common';
import type { BulkOutcome, BulkResponse } from '@k9/contracts';
import { CONTENT_MESSAGES, contentDecider, contentStreamId, DomainError, foldStream, type EventStore } from '@k9/domain';
import { CommandPath, type BatchWrite } from '../../../platform/commands/command-path.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { CONTENT_RECORD_PROJECTION } from '../projections/content-record/content-record.projection.js';

export const summaryOf = (results: BulkOutcome[]): BulkResponse['summary'] => {
  const summary = { updated: 0, unchanged: 0, deleted: 0, already_deleted: 0, not_found: 0, refused: 0, failed: 0 };
  for (const result of results) summary[result.outcome]++;
  return summary;
};

const failure = (id: number, error: unknown): BulkOutcome =>
  error instanceof DomainError
    ? { id, outcome: error.kind === 'not_found' ? 'not_found' : 'refused', code: error.code, message: error.message }
    : { id, outcome: 'failed', code: 'FAILED', message: 'Đã xảy ra lỗi hệ thống, vui lòng thử lại sau.' };

/**
 * Bulk update and delete (spec 3 §5): every id gets its outcome; a retried action changes nothing twice (an unchanged
 * value appends nothing, an id already deleted says so). The answer comes once the read model has every change.
 */
@Injectable()
export class ContentBatch {
  constructor(
    private readonly commands: CommandPath,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** A few at a time, every outcome kept (a failure is the id's outcome); then one wait for the read model to have them all. */
  each(ids: number[], work: (id: number, write: BatchWrite) => Promise<BulkOutcome>): Promise<BulkOutcome[]> {
    return this.commands.executeMany(ids, (id, write) => work(id, write).catch((error: unknown) => failure(id, error)), { readModels: [CONTENT_RECORD_PROJECTION] });
  }

  /** Not in the read model: deleted before (a retry), or never created. */
  async missing(id: number): Promise<BulkOutcome> {
    // Folded page by page: a record's stream keeps every edit (each up to 256 kB).
    const { state } = await foldStream(this.store, contentDecider, contentStreamId(id));
    if (state.status === 'deleted') return { id, outcome: 'already_deleted' };
    return { id, outcome: 'not_found', code: 'CONTENT_NOT_FOUND', message: CONTENT_MESSAGES.notFound };
  }
}
