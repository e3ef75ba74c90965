import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AiCallPage, AiUsageReport } from '@k9/contracts';
import { AdminOnly } from '../../../identity/guards/guards.js';
import { AiLedgerQueries, ledgerFilter, pageOf, usageGroup } from '../../ai-ledger.queries.js';

const FILTERS = 'Lọc: from, to (YYYY-MM-DD, ngày Việt Nam), model, userId, purpose, outcome, provider.';

/** The AI ledger for admins: who called which model for what, how it went, what it cost. */
@ApiTags('ai')
@Controller('api/ai')
@AdminOnly()
export class LedgerController {
  constructor(private readonly ledger: AiLedgerQueries) {}

  @Get('calls')
  @ApiOperation({ summary: `Các lượt gọi AI, mới nhất trước (page, pageSize <= 200). ${FILTERS}` })
  calls(@Query() query: Record<string, unknown>): Promise<AiCallPage> {
    return this.ledger.calls(ledgerFilter(query), pageOf(query));
  }

  @Get('usage')
  @ApiOperation({ summary: `Tổng hợp: số lượt, lỗi, độ trễ (trung bình, p95), token và chi phí ước tính theo groupBy = day | model | user | purpose. ${FILTERS}` })
  usage(@Query() query: Record<string, unknown>): Promise<AiUsageReport> {
    return this.ledger.usage(ledgerFilter(query), usageGroup(query.groupBy));
  }
}
