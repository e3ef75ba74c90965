import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { RouteErrorPage } from '../routes/route-error-page';

dayjs.locale('vi');

/** A reader who asked the system for less motion gets antd without its open, close and move animations. */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const theme = {
  token: {
    colorPrimary: '#1d4ed8',
    borderRadius: 8,
    motion: !reducedMotion,
  },
};

/** antd in Vietnamese (dayjs in 'vi') and antd's App for message/modal. Loaded on demand, never with the homepage. */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={viVN} theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Layout route around every screen except the public homepage. */
export function AntdLayout() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}

/** An error boundary replaces its route's element, so it brings the providers along. */
export function AntdRouteErrorPage() {
  return (
    <AntdProviders>
      <RouteErrorPage />
    </AntdProviders>
  );
}
