import type { MarketListResponse, StockIndustryResponse, StockSuggestionsResponse } from '@k9/contracts';
import { MARKET_ROUTES } from '@k9/contracts/market/market.routes';
import { STOCK_SCREEN_ROUTES } from '@k9/contracts/market/stock-screen.routes';
import { baseApi } from '../../../api/base-api';

const query = (path: string, params: Record<string, string | number>) => `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

/** How many rows the ratio table asks for: enough for 4 distinct quarters even when a quarter repeats. */
const RATIO_ROWS = 12;
/** The valuation table's rows (spec 2 §9.3). */
export const VALUATION_ROWS = 10;

/** The stock screen's reads (spec 2 §7.3): the market lists of one ticker (exact, any case), suggestions and peers. */
export const stockScreenApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stockSuggestions: build.query<StockSuggestionsResponse, string>({
      query: (q) => query(STOCK_SCREEN_ROUTES.suggestions, { q }),
    }),
    stockCompanyInfo: build.query<MarketListResponse, string>({
      query: (ticker) => query(MARKET_ROUTES.company_info, { ticker, pageSize: 1 }),
    }),
    stockValuation: build.query<MarketListResponse, string>({
      query: (ticker) => query(MARKET_ROUTES.company_report, { ticker, sort: '-Ngày', pageSize: VALUATION_ROWS }),
    }),
    // The four families at once (the company is in one): its newest quarterly rows, whatever the family.
    stockRatios: build.query<MarketListResponse, string>({
      query: (ticker) => query(MARKET_ROUTES.finRatioList, { ticker, 'filter[Kiểu thời gian]': 'Quý', sort: '-Ngày', pageSize: RATIO_ROWS }),
    }),
    stockIndustry: build.query<StockIndustryResponse, { ticker: string; quarter: string | null }>({
      query: ({ ticker, quarter }) => query(STOCK_SCREEN_ROUTES.industry, quarter ? { ticker, quarter } : { ticker }),
    }),
  }),
});

export const { useStockSuggestionsQuery, useStockCompanyInfoQuery, useStockValuationQuery, useStockRatiosQuery, useStockIndustryQuery } = stockScreenApi;
