import type { RatioFamily } from '@k9/domain';
import type { MarketRowRecord } from './market.routes.js';

/** The learner's stock screen (spec 2 §2.7, issue 32 §1): what the market lists do not answer on their own. */
export const STOCK_SCREEN_ROUTES = {
  /** GET ?q=: up to 10 companies whose ticker or name holds the text, accents and case aside. */
  suggestions: '/api/stock-screen/suggestions',
  /** GET ?ticker=&quarter=: the ticker and up to 4 companies of its 'Ngành cấp 4' in one quarter. */
  industry: '/api/stock-screen/industry',
} as const;

/** One suggestion: the ticker, the company's full and short names and its exchange. */
export type StockSuggestion = { ticker: string; name: string | null; shortName: string | null; exchange: string | null };
export type StockSuggestionsResponse = { data: StockSuggestion[] };

/**
 * The same-industry comparison of one quarter ('2025-Q3'): the ticker's ratio row first (when it has one), then up to 4
 * others of its 'Ngành cấp 4' and ratio family, largest market value first. `latestQuarter`: the ticker's newest quarter
 * (the one shown when none is asked for; the selector offers it and the 4 before). `names`: each shown company's name.
 */
export type StockIndustryResponse = {
  ticker: string;
  industry: string | null;
  family: RatioFamily | null;
  quarter: string | null;
  latestQuarter: string | null;
  rows: MarketRowRecord[];
  names: Record<string, string | null>;
};
