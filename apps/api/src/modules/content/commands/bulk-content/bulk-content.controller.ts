import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { BulkDeleteContentRequest, BulkUpdateContentRequest, type BulkOutcome, type BulkResponse } from '@k9/contracts';
import { bulkUpdateInput, CONTENT_MESSAGES, contentDecider, contentStreamId, DomainError, foldStream, type BulkField, type ContentInput, type ContentType, type EventMetadata, type EventStore } from '@k9/domain';
import { CommandPath, type BatchWrite } from '../../../../platform/commands/command-path.js';
import { EVENT_STORE } from '../../../../platform/event-store/event-store.token.js';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { ContentRepository } from '../../content.repository.js';
import { ContentWriter } from '../../content-writer.js';
import { CONTENT_RECORD_PROJECTION } from '../../projections/content-record/content-record.projection.js';

const summaryOf = (results: BulkOutcome[]): BulkResponse['summary'] => {
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
@ApiTags('content')
@Controller('api/k9')
@AdminOnly()
export class BulkContentController {
  constructor(
    private readonly writer: ContentWriter,
    private readonly records: ContentRepository,
    private readonly commands: CommandPath,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Post('update-batch')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cập nhật hàng loạt: ids, fieldToUpdate, value (tab caseTraining: category, tag1-tag4; tab khác: category, tag4; mọi tab: isPublic, hasTitle, allowed_user_class). Kết quả cho từng id.',
  })
  async updateBatch(@Body() body: BulkUpdateContentRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<BulkResponse> {
    const ids = [...new Set(body.ids)];
    const types = await this.records.typesOf(ids);
    // The field and value are checked for every tab involved before anything is written: a refusal writes nothing.
    const tabs = new Set<ContentType>(body.tab ? [body.tab as ContentType] : types.values());
    const inputs = new Map<ContentType, ContentInput>();
    for (const tab of tabs) inputs.set(tab, bulkUpdateInput(tab, body.fieldToUpdate, body.value));
    const metadata = metadataFor(request, admin);
    const results = await this.each(ids, async (id, write) => {
      const type = types.get(id);
      if (!type) return this.missing(id);
      if (body.tab && type !== body.tab) {
        return { id, outcome: 'refused', code: 'WRONG_TAB', message: CONTENT_MESSAGES.bulkFieldUnavailable(body.fieldToUpdate, type) };
      }
      const { events } = await write(this.writer.command(id, { type: 'UpdateContent', data: { contentId: id, changes: inputs.get(type)! } }, metadata));
      return { id, outcome: events.length > 0 ? 'updated' : 'unchanged' };
    });
    return { success: results.every((result) => !['not_found', 'refused', 'failed'].includes(result.outcome)), summary: summaryOf(results), results, field: body.fieldToUpdate as BulkField };
  }

  @Post('delete-batch')
  @HttpCode(200)
  @ApiOperation({ summary: 'Xóa hàng loạt: ids; kết quả cho từng id (deleted, already_deleted khi gửi lại, not_found)' })
  async deleteBatch(@Body() body: BulkDeleteContentRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<BulkResponse> {
    return this.deleteIds([...new Set(body.ids)], metadataFor(request, admin));
  }

  @Post('delete-samples')
  @HttpCode(200)
  @ApiOperation({ summary: 'Xóa toàn bộ thư viện mẫu trong một lần (kết quả cho từng id)' })
  async deleteSamples(@CurrentUser() admin: SessionUser, @Req() request: Request): Promise<BulkResponse> {
    return this.deleteIds(await this.records.sampleIds(), metadataFor(request, admin));
  }

  private async deleteIds(ids: number[], metadata: EventMetadata): Promise<BulkResponse> {
    const types = await this.records.typesOf(ids);
    const results = await this.each(ids, async (id, write) => {
      if (!types.has(id)) return this.missing(id);
      await write(this.writer.command(id, { type: 'DeleteContent', data: { contentId: id } }, metadata));
      return { id, outcome: 'deleted' };
    });
    return { success: results.every((result) => result.outcome === 'deleted' || result.outcome === 'already_deleted'), summary: summaryOf(results), results };
  }

  /** Not in the read model: deleted before (a retry), or never created. */
  private async missing(id: number): Promise<BulkOutcome> {
    // Folded page by page: a record's stream keeps every edit (each up to 256 kB).
    const { state } = await foldStream(this.store, contentDecider, contentStreamId(id));
    if (state.status === 'deleted') return { id, outcome: 'already_deleted' };
    return { id, outcome: 'not_found', code: 'CONTENT_NOT_FOUND', message: CONTENT_MESSAGES.notFound };
  }

  /** A few at a time, every outcome kept (a failure is the id's outcome); then one wait for the read model to have them all. */
  private each(ids: number[], work: (id: number, write: BatchWrite) => Promise<BulkOutcome>): Promise<BulkOutcome[]> {
    return this.commands.executeMany(ids, (id, write) => work(id, write).catch((error: unknown) => failure(id, error)), { readModels: [CONTENT_RECORD_PROJECTION] });
  }
}
