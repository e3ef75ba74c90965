import { Spin } from 'antd';

export function FullPageSpin() {
  return (
    <div
      role="status"
      aria-label="Đang tải"
      style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Spin size="large" />
    </div>
  );
}
