import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export const ROUTE_ERROR_TEXT = {
  title: 'Đã xảy ra lỗi',
  description: 'Không thể hiển thị trang này. Vui lòng tải lại trang.',
  reload: 'Tải lại trang',
} as const;

/** A failed lazy chunk (after a new deploy) or a render error: offer a reload, not a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeContent: 'center', gap: 12, padding: 24, textAlign: 'center' }}>
      <h1 style={{ fontSize: 24, margin: 0 }}>{ROUTE_ERROR_TEXT.title}</h1>
      <p style={{ color: '#64748b', margin: 0 }}>{ROUTE_ERROR_TEXT.description}</p>
      <div>
        <Button type="primary" onClick={() => window.location.reload()}>
          {ROUTE_ERROR_TEXT.reload}
        </Button>
      </div>
    </main>
  );
}
