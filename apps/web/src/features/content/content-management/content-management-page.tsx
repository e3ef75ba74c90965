import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Spin, Typography } from 'antd';
import { Suspense, lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadFailure } from '../../../app/load-failure';
import { useDocumentTitle } from '../../../app/use-document-title';
import { PATHS } from '../../../routes/paths';
import type { ManagementVariant } from './bulk-actions';
import { RecordPanel } from './components/record-panel';
import { ScreenDialogs } from './components/screen-dialogs';
import { ScreenTabs } from './components/screen-tabs';
import { ScreenToolbar } from './components/screen-toolbar';
import { CM_TEXT as TEXT } from './content-management.messages';
import { isRecordTab } from './content-query';
import { SCREEN_TABS } from './screen-tabs';
import { useContentManagement } from './use-content-management';
import { useContentQuery } from './use-content-query';
import { useScreenDialogs } from './use-screen-dialogs';

// The report views load when first opened: the table's screen starts with less code to run.
const ReportView = lazy(() => import('./reports/report-view').then((m) => ({ default: m.ReportView })));

export function K9ManagementPage() {
  return <ContentManagementScreen variant="k9" />;
}

export function PageManagementPage() {
  return <ContentManagementScreen variant="page" />;
}

/** Spec 3 screen 1: tabs with badges, toolbar, filter bar, a virtual table with multi-row selection, and the screen's modals. */
function ContentManagementScreen({ variant }: { variant: ManagementVariant }) {
  const title = variant === 'k9' ? TEXT.k9Title : TEXT.pageTitle;
  useDocumentTitle(title);
  const tabs = SCREEN_TABS[variant];
  const { query, update, setTab, setFilters, search, recentSearches, clearSearches } = useContentQuery(tabs);
  const data = useContentManagement(query);
  const dialogs = useScreenDialogs();
  const recordTab = isRecordTab(query.tab) ? query.tab : null;
  const adminOnly = data.counts?.adminOnlyPublished ?? 0;

  return (
    <section style={{ padding: 'clamp(12px, 2vw, 20px)', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
      <ScreenHeading variant={variant} title={title} />
      {adminOnly > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={TEXT.adminOnly(adminOnly)}
          action={
            recordTab ? (
              <Button size="small" onClick={() => setFilters({ tag4: [], status: 'published', isPublic: false, classId: 0 })}>
                {TEXT.adminOnlyShow}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      <ScreenTabs variant={variant} title={title} tabs={tabs} active={query.tab} counts={data.counts} onChange={setTab} />
      <ScreenToolbar
        variant={variant}
        title={title}
        tab={query.tab}
        recordTab={recordTab}
        search={{ current: query.search, recent: recentSearches, run: search, clear: clearSearches }}
        data={data}
        dialogs={dialogs}
      />
      {recordTab && data.loadError ? <LoadFailure error={data.loadError} fallback={TEXT.loadFailedPlain} onRetry={data.refetch} /> : null}
      {recordTab ? (
        <RecordPanel variant={variant} tab={recordTab} query={query} onPage={update} onFilters={setFilters} data={data} dialogs={dialogs} />
      ) : (
        <Suspense fallback={<Spin />}>
          <ReportView kind={query.tab === 'reportDN' ? 'reportDN' : 'report'} status={query.filters.status} onStatus={(status) => setFilters({ tag4: [], status })} />
        </Suspense>
      )}
      <ScreenDialogs variant={variant} recordTab={recordTab} dialogs={dialogs} data={data} />
    </section>
  );
}

/** The screen's title and subtitle, and the way back to the learner home. */
function ScreenHeading({ variant, title }: { variant: ManagementVariant; title: string }) {
  const navigate = useNavigate();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{variant === 'k9' ? TEXT.k9Subtitle : TEXT.pageSubtitle}</Typography.Text>
      </div>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(PATHS.k9Home)}>
        {TEXT.backToHome}
      </Button>
    </div>
  );
}
