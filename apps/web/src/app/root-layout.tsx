import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RealtimeConnection } from './realtime-connection';

export function RootLayout() {
  return (
    <>
      <RealtimeConnection />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
