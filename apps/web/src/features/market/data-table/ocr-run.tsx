import type { OcrQueueView, OcrSkippedRow } from '@k9/contracts/market/document-summaries';
import { Alert, Card, Progress, Tag } from 'antd';
import { runProgress } from './data-table-rules';
import { DATA_TABLE_TEXT as T } from './data-table.messages';
import styles from './data-table.module.css';

const STATE_COLOURS = { waiting: 'default', processing: 'blue', done: 'green', error: 'red', stopped: 'orange' } as const;

/** The last run of the tool: the skipped rows and why, each queued row's progress (live), then how many files were processed. */
export function OcrRun({ queue, jobIds, skipped, nameOf }: { queue: OcrQueueView | undefined; jobIds: string[]; skipped: OcrSkippedRow[]; nameOf: (rowId: string) => string | null }) {
  const progress = runProgress(queue, jobIds);
  return (
    <section aria-label={T.progressTitle}>
      <Card size="small" title={T.progressTitle} className={styles.card}>
        {skipped.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 8 }}
            title={T.skipped(skipped.length)}
            description={
              <ul className={styles.changes}>
                {skipped.map((row) => (
                  <li key={row.rowId}>
                    {nameOf(row.rowId) ?? row.rowId}: {row.reason}
                  </li>
                ))}
              </ul>
            }
          />
        )}
        <ul className={styles.changes}>
          {progress.tasks.map((task) => (
            <li key={task.id} data-task={task.rowId ?? task.id}>
              <Tag color={STATE_COLOURS[task.state]}>{T.state[task.state]}</Tag> {(task.rowId && nameOf(task.rowId)) || task.title}
              <Progress percent={task.progress} size="small" status={task.state === 'error' ? 'exception' : undefined} />
              {task.error && <div className={styles.error}>{task.error}</div>}
            </li>
          ))}
        </ul>
        {progress.finished && <Alert type={progress.done === progress.total ? 'success' : 'warning'} showIcon title={T.completion(progress.done, progress.total)} />}
      </Card>
    </section>
  );
}
