import { Injectable } from '@nestjs/common';
import type { BulkResponse } from '@k9/contracts';
import type { EventMetadata } from '@k9/domain';
import { ContentRepository } from '../../content.repository.js';
import { ContentWriter } from '../../content-writer.js';
import { ContentBatch, summaryOf } from '../content-batch.js';

/** Many records deleted; sent again, each says already_deleted. */
@Injectable()
export class DeleteContentBatch {
  constructor(
    private readonly batch: ContentBatch,
    private readonly writer: ContentWriter,
    private readonly records: ContentRepository,
  ) {}

  async run(ids: number[], metadata: EventMetadata): Promise<BulkResponse> {
    const types = await this.records.typesOf(ids);
    const results = await this.batch.each(ids, async (id, write) => {
      if (!types.has(id)) return this.batch.missing(id);
      await write(this.writer.command(id, { type: 'DeleteContent', data: { contentId: id } }, metadata));
      return { id, outcome: 'deleted' };
    });
    return { success: results.every((result) => result.outcome === 'deleted' || result.outcome === 'already_deleted'), summary: summaryOf(results), results };
  }

  /** The whole sample library at once. */
  async samples(metadata: EventMetadata): Promise<BulkResponse> {
    return this.run(await this.records.sampleIds(), metadata);
  }
}
