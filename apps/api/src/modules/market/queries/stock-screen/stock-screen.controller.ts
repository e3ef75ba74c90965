import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StockIndustryResponse, StockSuggestionsResponse } from '@k9/contracts';
import { SignedIn } from '../../../identity/guards/guards.js';
import { StockIndustryQuery, StockSuggestionsQuery } from './stock-screen.query.js';
import { StockScreenReads } from './stock-screen.reads.js';

/** The learner's stock screen (spec 2 §2.7): ticker suggestions and the same-industry comparison; every usable account. */
@ApiTags('market')
@Controller('api/stock-screen')
@SignedIn()
export class StockScreenController {
  constructor(private readonly reads: StockScreenReads) {}

  @Get('suggestions')
  @ApiOperation({
    summary:
      'Gợi ý mã chứng khoán cho ô tìm kiếm: q (mã hoặc tên công ty, không phân biệt hoa thường và dấu). Trả tối đa 10 công ty { ticker, name, shortName, exchange }, mã trùng khớp trước. Mọi tài khoản đã đăng nhập và còn hạn.',
  })
  async suggestions(@Query() query: StockSuggestionsQuery): Promise<StockSuggestionsResponse> {
    return { data: query.q ? await this.reads.suggestions(query.q) : [] };
  }

  @Get('industry')
  @ApiOperation({
    summary:
      "So sánh cùng ngành: ticker (khớp chính xác, không phân biệt hoa thường) và tối đa 4 doanh nghiệp khác cùng 'Ngành cấp 4', cùng nhóm chỉ số, trong quý quarter (dạng 2025-Q3; mặc định quý mới nhất của mã), vốn hóa lớn trước. Trả { industry, family, quarter, latestQuarter, rows, names }. Mọi tài khoản đã đăng nhập và còn hạn.",
  })
  industry(@Query() query: StockIndustryQuery): Promise<StockIndustryResponse> {
    return this.reads.industry(query.ticker, query.quarter ?? null);
  }
}
