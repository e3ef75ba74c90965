import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { store } from './store';

/**
 * Redux for every screen. antd's ConfigProvider and App live in `antd-providers.tsx` and load with the
 * screens that use antd, so the public homepage's entry chunk carries no antd.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ReduxProvider store={store}>{children}</ReduxProvider>;
}
