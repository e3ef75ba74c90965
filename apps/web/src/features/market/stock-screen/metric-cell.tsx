import type { MarketMetric, MarketRowRecord } from '@k9/contracts';
import { STOCK_TEXT as T } from './stock-screen.messages';
import styles from './stock-screen.module.css';
import { formatMetric } from './units';

/** A metric of a row in its unit; a flagged extreme (a real value, kept as it is) is marked, never hidden. */
export function MetricCell({ row, metric }: { row: MarketRowRecord | undefined; metric: MarketMetric }) {
  const text = formatMetric(row?.data[metric.key], metric.unit);
  if (row?.flags.includes(metric.key)) {
    return (
      <span className={styles.extreme} title={T.extreme} aria-label={`${text} (${T.extreme})`} data-extreme="">
        ⚠ {text}
      </span>
    );
  }
  return <span className={styles.number}>{text}</span>;
}
