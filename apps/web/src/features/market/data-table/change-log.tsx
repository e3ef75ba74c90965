import type { MarketChangeRecord } from '@k9/contracts/market/market.routes';
import type { MarketDataset } from '@k9/domain/market/market.datasets';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { formatDateTime } from '../../../app/datetime';
import { LoadFailure } from '../../../app/load-failure';
import { formatMarketValue } from '../company-reports/market-values';
import { useMarketChangesQuery } from './data-table.api';
import { lastUpdate } from './data-table-rules';
import { DATA_TABLE_TEXT as T } from './data-table.messages';
import styles from './data-table.module.css';

function ChangeEntry({ entry }: { entry: MarketChangeRecord }) {
  const meta = [T.changeOrigin[entry.origin] ?? entry.origin, entry.fileName, entry.actorName, formatDateTime(entry.changedAt)].filter(Boolean).join(' · ');
  return (
    <li>
      <Typography.Text strong>{[entry.maCK, entry.ngay].filter(Boolean).join(' · ') || entry.key}</Typography.Text>
      <ul>
        {entry.changes.map((change) => (
          <li key={change.field}>
            {change.field}: {formatMarketValue(change.oldValue)} → {formatMarketValue(change.newValue)}
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {meta}
      </Typography.Text>
    </li>
  );
}

/** Spec 3 §2 screen 6, §3: the changes the last data update of the dataset made (the change log is the admins'). */
export function ChangeLog({ dataset }: { dataset: MarketDataset }) {
  const { data, isLoading, error, refetch } = useMarketChangesQuery(dataset);
  const entries = lastUpdate(data?.data ?? []);
  return (
    <section aria-label={T.changesTitle}>
      <Card size="small" title={T.changesTitle} className={styles.card}>
        {isLoading && <Skeleton active />}
        {error && <LoadFailure error={error} onRetry={refetch} />}
        {data && !entries.length && <Empty description={T.noChanges} />}
        {entries.length > 0 && (
          <ul className={styles.changes}>
            {entries.map((entry) => (
              <ChangeEntry key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
