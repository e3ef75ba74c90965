import { BadRequestException, Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { marketFilters, MarketListQuery, type MarketListResponse } from '@k9/contracts';
import { MARKET_LIMITS, RATIO_FAMILIES, type MarketDataset } from '@k9/domain';
import { SignedIn } from '../../../identity/guards/guards.js';
import { MarketRowsRepository } from '../../market-rows.repository.js';

const SUMMARY =
  `ticker (mã chứng khoán, khớp chính xác, không phân biệt hoa thường), page, pageSize (1-${MARKET_LIMITS.maxPageSize}, mặc định ${MARKET_LIMITS.pageSize}), ` +
  "sort (tên cột, thêm '-' phía trước để giảm dần), filter[cột]=giá trị (chứa, không phân biệt hoa thường). Trả { data: [{ id, data, URL, name, type, source, asOf, sample, flags }], total }. " +
  'Mọi tài khoản đã đăng nhập và còn hạn.';
const list = (title: string) => ApiOperation({ summary: `${title}: ${SUMMARY}` });

/** The spec's list routes (spec 2 §7.3, spec 3 §7): one page of a dataset; readable by every usable account. */
@ApiTags('market')
@Controller('api')
@SignedIn()
export class MarketListsController {
  constructor(private readonly rows: MarketRowsRepository) {}

  @Get('company-report')
  @list('Báo cáo doanh nghiệp (giá mục tiêu, khuyến nghị của công ty chứng khoán)')
  companyReport(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['company_report'], query, request);
  }

  @Get('fin-ratio')
  @list('Chỉ số tài chính doanh nghiệp')
  finRatio(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['fin_ratio'], query, request);
  }

  @Get('fin-ratio-nganhang')
  @list('Chỉ số tài chính ngân hàng')
  finRatioBanks(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['fin_ratio_nganhang'], query, request);
  }

  @Get('fin-ratio-chungkhoan')
  @list('Chỉ số tài chính công ty chứng khoán')
  finRatioSecurities(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['fin_ratio_chungkhoan'], query, request);
  }

  @Get('fin-ratio-baohiem')
  @list('Chỉ số tài chính công ty bảo hiểm')
  finRatioInsurers(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['fin_ratio_baohiem'], query, request);
  }

  @Get('fin-ratio-list')
  @list('Bốn nhóm chỉ số tài chính cùng lúc, mỗi dòng kèm nhóm của nó (dataset)')
  finRatioList(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(RATIO_FAMILIES, query, request);
  }

  @Get('company-info')
  @list('Thông tin doanh nghiệp (sàn, ngành cấp 1-4)')
  companyInfo(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['company_info'], query, request);
  }

  @Get('full-name-company')
  @list('Tên đầy đủ của doanh nghiệp')
  fullNameCompany(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['full_name_company'], query, request);
  }

  @Get('company-event')
  @list('Sự kiện doanh nghiệp và lịch sử cổ tức')
  companyEvent(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['company_event'], query, request);
  }

  @Get('bctc-consol')
  @list('Báo cáo tài chính hợp nhất (theo quý)')
  bctcConsol(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['bctc_consol'], query, request);
  }

  @Get('industry-report')
  @list('Báo cáo ngành')
  industryReport(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['industry_report'], query, request);
  }

  @Get('macro-report')
  @list('Báo cáo vĩ mô')
  macroReport(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['macro_report'], query, request);
  }

  @Get('strategy-report')
  @list('Báo cáo chiến lược')
  strategyReport(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['strategy_report'], query, request);
  }

  @Get('ir-report')
  @list('Báo cáo quan hệ nhà đầu tư (IR)')
  irReport(@Query() query: MarketListQuery, @Req() request: Request) {
    return this.page(['IR_report'], query, request);
  }

  private page(datasets: readonly MarketDataset[], query: MarketListQuery, request: Request): Promise<MarketListResponse> {
    const filters = marketFilters(request.query as Record<string, unknown>);
    if (!filters.ok) throw new BadRequestException({ statusCode: 400, message: filters.message, code: 'INVALID_FILTER' });
    return this.rows.list({
      datasets,
      ticker: query.ticker ?? null,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? MARKET_LIMITS.pageSize,
      sort: query.sort ?? null,
      filters: filters.filters,
    });
  }
}
