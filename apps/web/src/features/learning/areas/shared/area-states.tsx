import { Empty, Spin } from 'antd';
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

export function AreaEmpty({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ padding: '24px 0' }} />;
}
