import type { MarketDataset } from '@k9/domain/market/market.datasets';
import { Grid, Select, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../app/use-document-title';
import { DatasetGrid } from './dataset-grid';
import { DATA_TABLE_DATASETS, isDataTableDataset } from './data-table-rules';
import { DATA_TABLE_TEXT as T } from './data-table.messages';
import styles from './data-table.module.css';

/** Spec 3 §2 screen 6 (issue 33 §1): one tab per dataset, its grid with the OCR and AI summary tool, its change log. */
export function DataTablePage() {
  useDocumentTitle(T.title);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('dataset');
  const dataset: MarketDataset = isDataTableDataset(wanted) ? wanted : DATA_TABLE_DATASETS[0];
  const choose = (key: string) => setParams({ dataset: key }, { replace: true });
  // A phone gets the 13 tabs as one list to pick from: a tab bar wider than the screen would hide most of them.
  const wide = Grid.useBreakpoint().md ?? true;

  return (
    <section className={styles.page}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {T.title}
      </Typography.Title>
      {wide ? (
        <Tabs activeKey={dataset} onChange={choose} items={DATA_TABLE_DATASETS.map((key) => ({ key, label: key }))} />
      ) : (
        <Select aria-label={T.dataset} value={dataset} onChange={choose} options={DATA_TABLE_DATASETS.map((key) => ({ value: key, label: key }))} style={{ width: '100%' }} />
      )}
      <DatasetGrid key={dataset} dataset={dataset} />
    </section>
  );
}
