import { Alert, Button, Empty, Spin } from 'antd';
import { errorMessage } from '../../../../api/errors';
import { AREA_TEXT as T } from './areas.messages';

/** The loading state every area shows while its first answer is on the way. */
export function AreaLoading({ label = T.loading }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', placeItems: 'center', gap: 8, padding: '40px 0' }}>
      <Spin />
      <span style={{ color: '#64748b' }}>{label}</span>
    </div>
  );
}

/** A read that failed: the server's Vietnamese reason when it gave one, and a way to ask again. */
export function AreaError({ error, onRetry, fallback = T.loadFailed }: { error: unknown; onRetry?: () => void; fallback?: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={errorMessage(error, fallback)}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {T.retry}
          </Button>
        ) : undefined
      }
    />
  );
}

export function AreaEmpty({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ padding: '24px 0' }} />;
}
