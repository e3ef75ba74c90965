import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RealtimeConnection } from './realtime-connection';
import { SkipLink } from './skip-link';

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <RealtimeConnection />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
