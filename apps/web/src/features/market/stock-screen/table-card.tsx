import type { MarketRowRecord } from '@k9/contracts';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Provenance } from './provenance';
import styles from './stock-screen.module.css';

/** One of the screen's tables: a card named for screen readers (a region), its provenance under the table. */
export function TableCard({ title, extra, rows, children }: { title: string; extra?: ReactNode; rows: readonly MarketRowRecord[]; children: ReactNode }) {
  return (
    <section aria-label={title} className={styles.card}>
      <Card title={title} extra={extra} size="small" className={styles.card} styles={{ body: { minWidth: 0 } }}>
        {children}
        <Provenance rows={rows} />
      </Card>
    </section>
  );
}
