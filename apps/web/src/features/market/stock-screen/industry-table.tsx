import { MARKET_METRICS } from '@k9/contracts/market/market.metrics';
import { Alert, Select, Tag } from 'antd';
import { useState } from 'react';
import { LoadFailure } from '../../../app/load-failure';
import { MetricTable } from './metric-table';
import { quarterLabel, quarterOptions } from './quarters';
import { useStockIndustryQuery } from './stock-screen.api';
import { STOCK_TEXT as T } from './stock-screen.messages';
import { TableCard } from './table-card';

/**
 * The same-industry comparison (spec 2 §9.3): the ticker and up to 4 others of its 'Ngành cấp 4' in one quarter, the
 * selector offering the company's newest quarter and the 4 before it. Keyed by ticker by its parent: a new search
 * starts again at the newest quarter.
 */
export function IndustryTable({ ticker }: { ticker: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const industry = useStockIndustryQuery({ ticker, quarter: chosen });
  // Every answer names the newest quarter: the selector keeps its options while another quarter loads.
  const data = industry.data;
  const options = quarterOptions(data?.latestQuarter ?? null);
  const quarter = chosen ?? data?.quarter ?? null;
  const rows = industry.currentData?.rows ?? [];
  const family = data?.family ?? null;

  const selector = options.length ? (
    <Select
      aria-label={T.quarter}
      size="small"
      value={quarter ?? undefined}
      onChange={(value: string) => setChosen(value)}
      options={options.map((option) => ({ value: option, label: quarterLabel(option) }))}
      style={{ width: 120 }}
      loading={industry.isFetching}
    />
  ) : null;

  let body;
  if (industry.error) body = <LoadFailure error={industry.error} onRetry={() => void industry.refetch()} />;
  else if (data && !data.industry) body = <Alert type="info" showIcon title={T.noIndustry} />;
  else
    body = (
      <MetricTable
        label={T.industry}
        loading={industry.isFetching}
        metrics={family && rows.length ? MARKET_METRICS[family] : []}
        columns={rows.map((row) => {
          const code = String(row.data['Mã CK'] ?? '');
          return {
            key: row.id,
            row,
            title: (
              <span title={data?.names[code] ?? undefined}>
                {code === ticker ? <strong>{code}</strong> : code}
                {row.sample ? (
                  <>
                    <br />
                    <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                      {T.sample}
                    </Tag>
                  </>
                ) : null}
              </span>
            ),
          };
        })}
      />
    );

  return (
    <TableCard title={T.industry} extra={selector} rows={rows}>
      {data?.industry ? <div style={{ marginBottom: 8, color: '#475569' }}>{T.industryOf(data.industry)}</div> : null}
      {body}
    </TableCard>
  );
}
