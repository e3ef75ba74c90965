import { Spin } from 'antd';
import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { LearnerAreaProps } from '../../../app/web-context';
import { HOME_TABS, READING_TYPES, tabLabel } from './home-tabs';

// Tabs declared with `preload` (the reading tabs: most of antd, not part of the home screen's frame) have begun loading
// with the route (learning.context.ts); asking again here costs nothing and covers a screen reached another way.
for (const tab of HOME_TABS) if (tab.preload) tab.area?.().catch(() => undefined);

const UnderDevelopmentPage = lazy(() => import('../../../routes/under-development-page').then((m) => ({ default: m.UnderDevelopmentPage })));

/** Each declared tab's area, loaded the first time the tab opens. */
const AREAS = new Map<string, LazyExoticComponent<ComponentType<LearnerAreaProps>>>(
  HOME_TABS.flatMap((tab) => (tab.area ? [[tab.id, lazy(async () => ({ default: await tab.area!() }))] as const] : [])),
);

/** What each tab shows: the area its context declares, or 'Đang phát triển' for those later issues build. */
export function HomeArea(props: Omit<LearnerAreaProps, 'type'>) {
  const { tab } = props;
  // Looked up in the module's map (made once, not per render).
  const area = AREAS.get(tab);
  return (
    <Suspense key={`${tab}|${props.program ?? ''}`} fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
      {area ? createElement(area, { ...props, type: READING_TYPES[tab] }) : <UnderDevelopmentPage title={tabLabel(tab)} />}
    </Suspense>
  );
}
