import { Injectable } from '@nestjs/common';
import type { BulkResponse, BulkUpdateContentRequest } from '@k9/contracts';
import { bulkUpdateInput, CONTENT_MESSAGES, type BulkField, type ContentInput, type ContentType, type EventMetadata } from '@k9/domain';
import { ContentRepository } from '../../content.repository.js';
import { ContentWriter } from '../../content-writer.js';
import { ContentBatch, summaryOf } from '../content-batch.js';

/** One field set to one value on many records; a record of another tab than the one named is refused. */
@Injectable()
export class UpdateContentBatch {
  constructor(
    private readonly batch: ContentBatch,
    private readonly writer: ContentWriter,
    private readonly records: ContentRepository,
  ) {}

  async run(body: BulkUpdateContentRequest, metadata: EventMetadata): Promise<BulkResponse> {
    const ids = [...new Set(body.ids)];
    const types = await this.records.typesOf(ids);
    // The field and value are checked for every tab involved before anything is written: a refusal writes nothing.
    const tabs = new Set<ContentType>(body.tab ? [body.tab as ContentType] : types.values());
    const inputs = new Map<ContentType, ContentInput>();
    for (const tab of tabs) inputs.set(tab, bulkUpdateInput(tab, body.fieldToUpdate, body.value));
    const results = await this.batch.each(ids, async (id, write) => {
      const type = types.get(id);
      if (!type) return this.batch.missing(id);
      if (body.tab && type !== body.tab) {
        return { id, outcome: 'refused', code: 'WRONG_TAB', message: CONTENT_MESSAGES.bulkFieldUnavailable(body.fieldToUpdate, type) };
      }
      const { events } = await write(this.writer.command(id, { type: 'UpdateContent', data: { contentId: id, changes: inputs.get(type)! } }, metadata));
      return { id, outcome: events.length > 0 ? 'updated' : 'unchanged' };
    });
    return { success: results.every((result) => !['not_found', 'refused', 'failed'].includes(result.outcome)), summary: summaryOf(results), results, field: body.fieldToUpdate as BulkField };
  }
}
