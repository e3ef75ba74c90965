import type { MarketRowRecord } from '@k9/contracts';
import { MARKET_METRICS } from '@k9/contracts/market/market.metrics';
import type { RatioFamily } from '@k9/domain';
import { Tag, Typography } from 'antd';
import { MetricTable } from './metric-table';
import { quarterLabel, recentQuarters } from './quarters';
import { STOCK_TEXT as T } from './stock-screen.messages';
import { TableCard } from './table-card';

/** The family's 28 metrics over the up to 4 most recent distinct quarters (spec 2 §9.3); sample quarters say so. */
export function RatiosTable({ family, rows }: { family: RatioFamily; rows: readonly MarketRowRecord[] }) {
  const quarters = recentQuarters(rows.filter((row) => row.dataset === family));
  const shown = quarters.map(({ row }) => row);
  return (
    <TableCard title={T.ratios} extra={<Tag>{T.families[family]}</Tag>} rows={shown}>
      <MetricTable
        label={T.ratios}
        metrics={quarters.length ? MARKET_METRICS[family] : []}
        columns={quarters.map(({ quarter, row }) => ({
          key: quarter,
          row,
          title: (
            <span>
              {quarterLabel(quarter)}
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
        }))}
      />
      {shown.some((row) => row.flags.length > 0) ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {T.extremeNote}
        </Typography.Text>
      ) : null}
    </TableCard>
  );
}
