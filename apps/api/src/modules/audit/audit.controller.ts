import { Controller, Get, Param, Query, Req, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AUDIT_PAGE_MAX, AuditChainQuery, AuditStateQuery, AuditStreamQuery, type AuditChainResponse, type AuditStateResponse, type AuditStreamResponse } from '@k9/contracts';
import type { EventStore } from '@k9/domain';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { AdminOnly, CurrentUser } from '../identity/guards/guards.js';
import type { SessionUser } from '../identity/session/session-user.js';
import { auditPage } from './audit-page.js';
import { AuditLog } from './audit-log.js';
import { LearnerDataReads } from './learner-data-reads.recorder.js';
import { AiChainService } from './queries/ai-chain/ai-chain.js';
import { StreamStateService } from './queries/stream-state/stream-state.js';

@ApiTags('audit')
@Controller('api/audit')
@AdminOnly()
export class AuditController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly log: AuditLog,
    private readonly reads: LearnerDataReads,
    private readonly states: StreamStateService,
    private readonly chains: AiChainService,
  ) {}

  @Get('stream/:streamId')
  @ApiOperation({
    summary:
      `Lịch sử thay đổi của một stream: ai, lúc nào, dữ liệu gì (mới nhất trước), từng trang: limit 1-${AUDIT_PAGE_MAX} mục (mặc định ${AUDIT_PAGE_MAX}); ` +
      'next là after của trang tiếp theo (cũ hơn), null ở trang cuối. Dữ liệu chỉ gồm các trường được phép của từng loại sự kiện.',
  })
  async stream(@Param('streamId') streamId: string, @Query() query: AuditStreamQuery, @CurrentUser() reader: SessionUser, @Req() request: Request): Promise<AuditStreamResponse> {
    const { events, next } = await auditPage(this.store, streamId, query.after, query.limit ?? AUDIT_PAGE_MAX);
    let personal = 0;
    const data = events.map((event) => {
      const shown = this.log.catalogue.shown(event.type, event.data);
      if (shown.personal) personal++;
      return {
        position: event.globalPosition,
        version: event.streamVersion,
        type: event.type,
        occurredAt: event.metadata.occurredAt,
        actorId: event.metadata.actorId,
        actorEmail: event.metadata.actorEmail,
        correlationId: event.metadata.correlationId,
        data: shown.data,
      };
    });
    await this.reads.record(request, reader, [streamId], personal);
    return { streamId, data, next };
  }

  @Get('stream/:streamId/state')
  @ApiOperation({
    summary:
      'Trạng thái của một stream tại một thời điểm: at là vị trí trong nhật ký (số) hoặc thời gian ISO; gộp các sự kiện đến thời điểm đó bằng chính evolve của decider, ' +
      'chỉ trả các trường được phép. Áp dụng cho nội dung, người dùng, cài đặt, cấu hình luồng AI, câu hỏi và tóm tắt AI.',
  })
  state(@Param('streamId') streamId: string, @Query() query: AuditStateQuery): Promise<AuditStateResponse> {
    return this.states.at(streamId, query.at);
  }

  @Get('chain')
  @ApiOperation({
    summary:
      'Chuỗi phía sau một thứ do AI tạo (câu trả lời đã xuất bản, bài tự luận AI chấm, case được tạo, bản ghi AI phân loại hoặc cải thiện, giọng đọc hoặc ảnh, câu trả lời chat): ' +
      'ai yêu cầu và lúc nào, luồng hoặc cài đặt và phiên bản, từng lượt gọi AI (mô hình, nhà cung cấp, phiên bản prompt, kích thước, thời gian, chi phí), ' +
      'các chỉnh sửa sau đó và ai duyệt; mỗi mắt xích chỉ về sự kiện của nó.',
  })
  async chain(@Query() query: AuditChainQuery, @CurrentUser() reader: SessionUser, @Req() request: Request): Promise<AuditChainResponse> {
    const { personalStreams, personalEvents, ...chain } = await this.chains.chain(query.streamId, { position: query.position, part: { messageId: query.messageId, attempt: query.attempt, index: query.index } });
    await this.reads.record(request, reader, personalStreams, personalEvents);
    return chain;
  }
}
