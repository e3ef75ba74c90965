import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AUDIT_TYPE_GROUPS } from '@k9/domain';
import { AUDIT_EVENTS_PAGE_MAX, AuditEventsQuery, type AuditCatalogueResponse, type AuditEventsResponse } from '@k9/contracts';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { AuditLog } from '../../audit-log.js';
import { LearnerDataReads } from '../../learner-data-reads.recorder.js';
import { AuditEventsQueryService } from './audit-events.query.js';

@ApiTags('audit')
@Controller('api/audit')
@AdminOnly()
export class AuditEventsController {
  constructor(
    private readonly events: AuditEventsQueryService,
    private readonly log: AuditLog,
    private readonly reads: LearnerDataReads,
  ) {}

  @Get('events')
  @ApiOperation({
    summary:
      'Nhật ký kiểm toán của cả hệ thống, mới nhất trước: lọc theo người làm (id hoặc e-mail), loại sự kiện hoặc nhóm (type, phân cách bằng dấu phẩy), ' +
      `loại luồng (kind), luồng (streamId), khoảng thời gian (from, to), correlationId; từng trang tối đa ${AUDIT_EVENTS_PAGE_MAX} mục theo vị trí (before = nextBefore). ` +
      'Dữ liệu chỉ gồm các trường được phép; mỗi lần xem lời của học viên được ghi lại.',
  })
  async list(@Query() query: AuditEventsQuery, @CurrentUser() reader: SessionUser, @Req() request: Request): Promise<AuditEventsResponse> {
    const page = await this.events.page(query);
    await this.reads.record(request, reader, page.personalStreams, page.personalEvents);
    return { data: page.rows, nextBefore: page.nextBefore };
  }

  @Get('catalogue')
  @ApiOperation({ summary: 'Các loại luồng, nhóm sự kiện và tên tiếng Việt của từng loại sự kiện, cho bộ lọc của màn hình kiểm toán.' })
  catalogue(): AuditCatalogueResponse {
    const catalogue = this.log.catalogue;
    return {
      kinds: catalogue.streamKinds.map(({ kind, label, prefix }) => ({ kind, label, prefix, replayable: this.log.replayable(kind) })),
      groups: Object.entries(AUDIT_TYPE_GROUPS).map(([key, group]) => ({ key, label: group.label, types: [...group.types] })),
      types: catalogue.eventTypes.map((type) => ({ type, label: catalogue.ruleOf(type)!.label })).sort((a, b) => a.label.localeCompare(b.label, 'vi')),
    };
  }
}
