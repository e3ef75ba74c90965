import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MarketChangesQuery, type MarketChangesResponse } from '@k9/contracts';
import { MARKET_LIMITS } from '@k9/domain';
import { AdminOnly } from '../../../identity/guards/guards.js';
import { MarketRowsRepository } from '../../market-rows.repository.js';

@ApiTags('market')
@Controller('api/market')
@AdminOnly()
export class MarketChangesController {
  constructor(private readonly rows: MarketRowsRepository) {}

  @Get('changes')
  @ApiOperation({
    summary: `Nhật ký thay đổi dữ liệu thị trường, mới nhất trước: { maCK, ngay, sheet, changes: [{ field, oldValue, newValue }] } kèm người sửa và tệp. Lọc theo dataset, ticker; page, pageSize (1-${MARKET_LIMITS.maxPageSize}). Chỉ admin.`,
  })
  list(@Query() query: MarketChangesQuery): Promise<MarketChangesResponse> {
    return this.rows.changes({ dataset: query.dataset ?? null, ticker: query.ticker ?? null, page: query.page ?? 1, pageSize: query.pageSize ?? MARKET_LIMITS.pageSize });
  }
}
