import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUDIT_PAGE_MAX, AuditStreamQuery, type AuditStreamResponse } from '@k9/contracts';
import type { EventStore } from '@k9/domain';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { AdminOnly } from '../identity/guards/guards.js';
import { auditPage } from './audit-page.js';

const SECRET_KEYS = new Set(['passwordHash', 'password', 'apiKey', 'secret', 'token']);

/** Secrets never leave the server, not even to auditors. */
export const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEYS.has(key) ? '[ẩn]' : redact(inner)]));
  }
  return value;
};

@ApiTags('audit')
@Controller('api/audit')
@AdminOnly()
export class AuditController {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  @Get('stream/:streamId')
  @ApiOperation({
    summary:
      `Lịch sử thay đổi của một stream: ai, lúc nào, dữ liệu gì (mới nhất trước), từng trang: limit 1-${AUDIT_PAGE_MAX} mục (mặc định ${AUDIT_PAGE_MAX}); ` +
      'next là after của trang tiếp theo (cũ hơn), null ở trang cuối.',
  })
  async stream(@Param('streamId') streamId: string, @Query() query: AuditStreamQuery): Promise<AuditStreamResponse> {
    const { events, next } = await auditPage(this.store, streamId, query.after, query.limit ?? AUDIT_PAGE_MAX);
    return {
      streamId,
      data: events.map((event) => ({
        position: event.globalPosition,
        version: event.streamVersion,
        type: event.type,
        occurredAt: event.metadata.occurredAt,
        actorId: event.metadata.actorId,
        actorEmail: event.metadata.actorEmail,
        correlationId: event.metadata.correlationId,
        data: redact(event.data),
      })),
      next,
    };
  }
}
