import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { CaseTrainingArea } from '../reading/case-training-area';
import { NewsArea } from '../reading/news-area';
import type { ReadingAreaProps } from '../reading/reading-area-props';
import { READING_TYPES, tabLabel } from './home-tabs';

const UnderDevelopmentPage = lazy(() => import('../../../routes/under-development-page').then((m) => ({ default: m.UnderDevelopmentPage })));
const LibraryArea = lazy(() => import('../areas/library/library-area').then((m) => ({ default: m.LibraryArea })));
const ReportsArea = lazy(() => import('../areas/reports/reports-area').then((m) => ({ default: m.ReportsArea })));
const StoriesArea = lazy(() => import('../areas/stories/stories-area').then((m) => ({ default: m.StoriesArea })));
const AboutArea = lazy(() => import('../areas/about/about-area').then((m) => ({ default: m.AboutArea })));
const CaseBuilderArea = lazy(() => import('../case-builder/case-builder-area').then((m) => ({ default: m.CaseBuilderArea })));


/** What each tab shows: the reading tabs, the areas, and 'Đang phát triển' for those later issues build. */
export function HomeArea(props: Omit<ReadingAreaProps, 'type'>) {
  const { tab } = props;
  const type = READING_TYPES[tab];
  const key = `${tab}|${props.program ?? ''}`;
  if (tab === 'caseTraining') return <CaseTrainingArea key={key} {...props} type={type!} />;
  if (type) return <NewsArea key={key} {...props} type={type} />;
  const area = (() => {
    switch (tab) {
      case 'library':
        return <LibraryArea {...props} />;
      case 'report':
        return <ReportsArea {...props} />;
      case 'story':
        return <StoriesArea {...props} />;
      case 'home':
        return <AboutArea {...props} />;
      case 'caseUser':
        return <CaseBuilderArea {...props} />;
      default:
        return <UnderDevelopmentPage title={tabLabel(tab)} />;
    }
  })();
  return (
    <Suspense key={key} fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
      {area}
    </Suspense>
  );
}
