import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';
import { refusalMessage } from '../api/errors';

export const LOAD_FAILURE_TEXT = {
  loadFailed: 'Không thể tải dữ liệu. Vui lòng thử lại.',
  retry: 'Thử lại',
} as const;

/**
 * The one view of a read that failed, on learner and admin screens alike: the server's Vietnamese reason when it
 * refused (4xx), else the screen's own line (`fallback`), and a way to ask again.
 */
export function LoadFailure({ error, onRetry, fallback = LOAD_FAILURE_TEXT.loadFailed, style }: { error: unknown; onRetry?: () => unknown; fallback?: string; style?: CSSProperties }) {
  return (
    <Alert
      type="error"
      showIcon
      title={refusalMessage(error, fallback)}
      action={
        onRetry ? (
          // A retry that fails again leaves this view standing with the new failure: its rejection needs no handler.
          <Button size="small" onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
            {LOAD_FAILURE_TEXT.retry}
          </Button>
        ) : undefined
      }
      style={style}
    />
  );
}
