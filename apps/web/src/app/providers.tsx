import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { store } from './store';

dayjs.locale('vi');

const theme = {
  token: {
    colorPrimary: '#1d4ed8',
    borderRadius: 8,
  },
};

/** Redux, antd in Vietnamese (dayjs in 'vi') and antd's App for message/modal. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ConfigProvider locale={viVN} theme={theme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </ReduxProvider>
  );
}
