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

/**
 * WCAG 2.1 AA contrast (4.5:1 for text): antd's greys, link and error colours are lighter than that on white, and so
 * is the text of its small coloured tags (palette 7 on palette 1); the tags take the next darker shade.
 */
const theme = {
  token: {
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorTextPlaceholder: '#767676',
    colorError: '#cf1322',
    borderRadius: 8,
    motion: !reducedMotion,
  },
  components: {
    Tag: {
      orange7: '#ad4e00',
      green7: '#237804',
      cyan7: '#006d75',
      gold7: '#874d00',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
    },
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
