import type { MarketRowRecord } from '@k9/contracts';
import { Tag } from 'antd';
import { provenanceOf } from './stock-rules';
import { STOCK_TEXT as T } from './stock-screen.messages';
import styles from './stock-screen.module.css';

/** Where a table's rows come from and how recent they are (issue 32 §1), and 'Dữ liệu mẫu' when any is sample. */
export function Provenance({ rows }: { rows: readonly MarketRowRecord[] }) {
  if (rows.length === 0) return null;
  const { sources, dates, sample } = provenanceOf(rows);
  return (
    <div className={styles.provenance} data-provenance="">
      <span>
        {T.source}: {sources.join('; ')}
      </span>
      <span>
        {T.asOf}: {dates.join('; ')}
      </span>
      {sample ? <Tag color="gold">{T.sample}</Tag> : null}
    </div>
  );
}
