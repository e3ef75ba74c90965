import { lazy, Suspense } from 'react';

const RELOAD_TEXT = 'Tải lại trang';

/** When even the error page's chunk cannot load (a deploy removed it), a plain reload button does its job. */
function ReloadFallback() {
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeContent: 'center', padding: 24 }}>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '8px 16px', fontSize: 15, cursor: 'pointer' }}>
        {RELOAD_TEXT}
      </button>
    </main>
  );
}

const ErrorScreen = lazy(() =>
  import('./antd-providers').then(
    (module) => ({ default: module.AntdRouteErrorPage }),
    () => ({ default: ReloadFallback }),
  ),
);

/** Root error boundary: the antd error page loads on demand, so the homepage's entry stays free of antd. */
export function RootErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <ErrorScreen />
    </Suspense>
  );
}
