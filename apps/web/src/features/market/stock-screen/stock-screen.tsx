import { Alert, Grid, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { LoadFailure } from '../../../app/load-failure';
import { AreaLoading } from '../../learning/areas/shared/area-states';
import { CompanyInfoTable } from './company-info-table';
import { IndustryTable } from './industry-table';
import { useListAiSummariesQuery } from '../../content/content.api';
import { OVERVIEW_LIST, OverviewCard } from './overview-card';
import { RatiosTable } from './ratios-table';
import { ratioFamilyOf, tickerOf } from './stock-rules';
import { useStockCompanyInfoQuery, useStockIndustryQuery, useStockRatiosQuery, useStockValuationQuery } from './stock-screen.api';
import { STOCK_TEXT as T } from './stock-screen.messages';
import styles from './stock-screen.module.css';
import { TickerSearch } from './ticker-search';
import { ValuationTable } from './valuation-table';

/** What one searched ticker shows: its tables once the lists answer, or the empty state when none has a row. */
function TickerResult({ ticker, narrow, overviewAction }: { ticker: string; narrow: boolean; overviewAction?: (ticker: string) => ReactNode }) {
  const info = useStockCompanyInfoQuery(ticker);
  const valuation = useStockValuationQuery(ticker);
  const ratios = useStockRatiosQuery(ticker);
  // Asked with the lists, not after them: the comparison's newest quarter and the overview card then draw at once.
  useStockIndustryQuery({ ticker, quarter: null });
  useListAiSummariesQuery(OVERVIEW_LIST);
  const reads = [info, valuation, ratios];
  const failed = reads.find((read) => read.error);
  if (failed) return <LoadFailure error={failed.error} onRetry={() => reads.forEach((read) => void read.refetch())} />;
  if (!info.currentData || !valuation.currentData || !ratios.currentData) return <AreaLoading label={T.loading} />;

  const company = info.currentData.data[0];
  const ratioRows = ratios.currentData.data;
  const family = ratioFamilyOf(company, ratioRows);
  if (!company && valuation.currentData.data.length === 0 && ratioRows.length === 0) {
    return <Alert type="warning" showIcon role="alert" title={T.noDataFor(ticker)} />;
  }
  return (
    <div className={styles.tables} data-ticker={ticker}>
      <OverviewCard ticker={ticker} overviewAction={overviewAction} />
      <CompanyInfoTable row={company} narrow={narrow} />
      <ValuationTable rows={valuation.currentData.data} />
      {family ? <RatiosTable family={family} rows={ratioRows} /> : null}
      {family ? <IndustryTable key={ticker} ticker={ticker} /> : null}
    </div>
  );
}

/**
 * The learner's stock screen (spec 2 §2.7, §4.12): a ticker search, then the AI overview card, the company, its
 * valuation (company reports), its ratio family's 28 metrics over 4 quarters and the same-industry comparison, each
 * table with its source and date. `overviewAction`: shown in the overview card when the ticker has no overview yet.
 */
export function StockScreen({ overviewAction }: { overviewAction?: (ticker: string) => ReactNode }) {
  const screens = Grid.useBreakpoint();
  const narrow = !screens.md;
  const [ticker, setTicker] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const search = (typed: string) => {
    const found = tickerOf(typed);
    setWarning(found ? null : typed.trim() ? T.tickerInvalid : T.tickerRequired);
    if (found) setTicker(found);
  };

  return (
    <div className={styles.screen} data-area="company">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {T.title}
      </Typography.Title>
      <TickerSearch onSearch={search} />
      {warning ? <Alert type="warning" showIcon role="alert" title={warning} /> : null}
      {ticker ? <TickerResult key={ticker} ticker={ticker} narrow={narrow} overviewAction={overviewAction} /> : <Typography.Text type="secondary">{T.start}</Typography.Text>}
    </div>
  );
}

