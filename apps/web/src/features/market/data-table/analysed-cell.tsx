import type { OcrTaskView } from '@k9/contracts/market/document-summaries';
import { Button, Progress, Space, Tag } from 'antd';
import { isFinished } from './data-table-rules';
import { DATA_TABLE_TEXT as T } from './data-table.messages';
import styles from './data-table.module.css';

/** The right-pinned 'analysed' column: the row's task while it runs, its failure, and 'Xem chi tiết' once a summary exists. */
export function AnalysedCell({ analysed, task, onOpen }: { analysed: boolean; task: OcrTaskView | undefined; onOpen: () => void }) {
  const running = !!task && !isFinished(task.state);
  return (
    <Space orientation="vertical" size={2} data-analysed={analysed ? 'yes' : 'no'}>
      {running && (
        <Space size={4}>
          <Tag color={task.state === 'processing' ? 'blue' : 'default'}>{T.state[task.state]}</Tag>
          <Progress percent={task.progress} size="small" style={{ width: 70, margin: 0 }} aria-label={T.state[task.state]} />
        </Space>
      )}
      {!running && !analysed && task?.state === 'error' && <span className={styles.error}>{task.error ?? T.ocrFailed}</span>}
      {analysed && (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={onOpen}>
          {T.viewDetail}
        </Button>
      )}
    </Space>
  );
}
