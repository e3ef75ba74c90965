import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined, FilterOutlined, FileExcelOutlined, PlusOutlined, ReloadOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import type { ContentListItem, ContentRecord } from '@k9/contracts';
import { CONTENT_MESSAGES } from '@k9/domain/content/content.messages';
import type { BulkField } from '@k9/domain/content/rules/bulk-update';
import { Alert, App, AutoComplete, Badge, Button, Dropdown, Grid, Input, Space, Spin, Typography } from 'antd';
import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ResponsiveTabs } from '../../../app/responsive-tabs';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useListAiSummariesQuery } from '../content.api';
import { useFormToast } from '../../../app/use-form-toast';
import { PATHS } from '../../../routes/paths';
import { bulkDeleteRefusal, bulkFieldsFor, type ManagementVariant } from './bulk-actions';
import type { FormTarget } from './components/content-form-modal';
import { ContentTable } from './components/content-table';
import { FilterBar } from './components/filter-bar';
import type { ImportKind } from './components/import-modal';
import type { SettingsModal } from './settings/settings-modals';
import { CM_TEXT as TEXT, type ManagementTab } from './content-management.messages';
import { isRecordTab } from './content-query';
import { SCREEN_TABS } from './screen-tabs';
import { useContentManagement } from './use-content-management';
import { useContentQuery } from './use-content-query';


// The modals and the report views load when first opened: the table's screen starts with less code to run.
const BulkUpdateModal = lazy(() => import('./components/bulk-modals').then((m) => ({ default: m.BulkUpdateModal })));
const BulkOutcomeModal = lazy(() => import('./components/bulk-modals').then((m) => ({ default: m.BulkOutcomeModal })));
const ContentDetailModal = lazy(() => import('./components/content-detail-modal').then((m) => ({ default: m.ContentDetailModal })));
const ContentFormModal = lazy(() => import('./components/content-form-modal').then((m) => ({ default: m.ContentFormModal })));
const ContentHistoryDrawer = lazy(() => import('./components/content-history-drawer').then((m) => ({ default: m.ContentHistoryDrawer })));
const ImportModal = lazy(() => import('./components/import-modal').then((m) => ({ default: m.ImportModal })));
const QuizModal = lazy(() => import('./components/quiz-modal').then((m) => ({ default: m.QuizModal })));
const ReportView = lazy(() => import('./reports/report-view').then((m) => ({ default: m.ReportView })));
const SettingsModals = lazy(() => import('./settings/settings-modals').then((m) => ({ default: m.SettingsModals })));

export function K9ManagementPage() {
  return <ContentManagementScreen variant="k9" />;
}

export function PageManagementPage() {
  return <ContentManagementScreen variant="page" />;
}

type BulkTarget = { field?: BulkField } | null;

/** Spec 3 screen 1: tabs with badges, toolbar, filter bar, a virtual table with multi-row selection, and the screen's modals. */
function ContentManagementScreen({ variant }: { variant: ManagementVariant }) {
  const title = variant === 'k9' ? TEXT.k9Title : TEXT.pageTitle;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const toast = useFormToast('content-management');
  const tabs = SCREEN_TABS[variant];
  const { query, update, setTab, setFilters, search, recentSearches, clearSearches } = useContentQuery(tabs);
  const data = useContentManagement(query);
  const [searchText, setSearchText] = useState<{ tab: string; text: string } | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [quizId, setQuizId] = useState<number | null>(null);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [historyOf, setHistoryOf] = useState<{ id: number; title: string } | null>(null);
  const [bulk, setBulk] = useState<BulkTarget>(null);
  const [settings, setSettings] = useState<SettingsModal | null>(null);
  const [importKind, setImportKind] = useState<ImportKind | null>(null);
  const recordTab = isRecordTab(query.tab) ? query.tab : null;
  // Below 768 px the filters fold away behind one button that counts the active ones.
  const narrow = Grid.useBreakpoint().md === false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = Object.keys(query.filters).filter((key) => key !== 'tag4').length + (query.filters.tag4.length ? 1 : 0);
  const { patch, remove, selectedIds } = data;
  // The report views' badges count published reports too: a page of one answers with the total.
  const reports = useListAiSummariesQuery({ kind: 'report', status: 'published', pageSize: 1 }, { skip: variant !== 'k9' });
  const companyReports = useListAiSummariesQuery({ kind: 'reportDN', status: 'published', pageSize: 1 }, { skip: variant !== 'k9' });
  const publishedReports: Partial<Record<ManagementTab, number>> = { report: reports.data?.total, reportDN: companyReports.data?.total };

  const onView = useCallback((row: ContentListItem) => setDetailId(row.id), []);
  const onEdit = useCallback((row: { id: number; type: ContentListItem['type'] }) => setFormTarget({ mode: 'edit', id: row.id, type: row.type }), []);
  const onQuiz = useCallback((row: ContentListItem) => setQuizId(row.id), []);
  const onHistory = useCallback((row: { id: number; title: string }) => setHistoryOf({ id: row.id, title: row.title }), []);
  const onDelete = useCallback((row: ContentListItem) => void remove(row), [remove]);
  const onPatch = useCallback((row: ContentListItem, change: Record<string, unknown>) => void patch(row, change), [patch]);
  const onPage = useCallback((page: number, pageSize: number) => update({ page: pageSize === query.pageSize ? page : 1, pageSize }), [update, query.pageSize]);
  const programs = useMemo(() => (data.tagOptions?.TAG4_OPTIONS ?? []).map(({ value, label }) => ({ value, label })), [data.tagOptions]);

  const shownSearch = searchText && searchText.tab === query.tab ? searchText.text : query.search;

  const confirmBulkDelete = () => {
    const refusal = bulkDeleteRefusal(selectedIds.length);
    if (refusal) {
      toast.warning(refusal);
      return;
    }
    modal.confirm({
      title: TEXT.bulkDeleteTitle(selectedIds.length),
      content: TEXT.bulkDeleteContent,
      okText: TEXT.deleteOk,
      okButtonProps: { danger: true },
      cancelText: TEXT.cancel,
      onOk: () => data.deleteMany(),
    });
  };

  // A bulk update needs rows first: said at once, before any field or value is chosen (spec 3 §5's message).
  const needsSelection = (): boolean => {
    if (selectedIds.length > 0) return false;
    toast.warning(CONTENT_MESSAGES.bulkUpdateSelection);
    return true;
  };
  const openBulk = (field?: BulkField) => {
    if (!needsSelection()) setBulk(field ? { field } : {});
  };
  const quickBulk = (field: BulkField, value: unknown) => {
    if (!recordTab || needsSelection()) return;
    void data.updateMany(recordTab, field, value);
  };

  const tabItems = tabs.map((tab) => {
    const count = isRecordTab(tab) ? data.counts?.published[tab] : variant === 'k9' ? publishedReports[tab] : undefined;
    return {
      key: tab,
      label: (
        <Space size={6}>
          {TEXT.tabs[tab]}
          {count !== undefined ? <Badge count={count} showZero overflowCount={99999} color={count ? '#1677ff' : '#bfbfbf'} title={TEXT.tabBadge(count)} /> : null}
        </Space>
      ),
    };
  });

  const settingsMenu = {
    items: [
      { key: 'reportOverview', label: TEXT.reportOverview },
      { key: 'backgroundAudio', label: TEXT.backgroundAudio },
      { key: 'guideline', label: TEXT.guideline },
      { key: 'tagOptions', label: TEXT.tagOptions },
      { key: 'programs', label: TEXT.programManager },
      { key: 'taxonomy', label: TEXT.taxonomyManager },
    ],
    onClick: ({ key }: { key: string }) => setSettings(key as SettingsModal),
  };

  const adminOnly = data.counts?.adminOnlyPublished ?? 0;

  return (
    <section style={{ padding: 'clamp(12px, 2vw, 20px)', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
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

      <ResponsiveTabs label={title} activeKey={query.tab} onChange={(key) => setTab(key as ManagementTab)} items={tabItems} />

      <div role="toolbar" aria-label={title} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <AutoComplete
          value={shownSearch}
          options={recentSearches.length ? [{ label: TEXT.recentSearches, options: recentSearches.map((value) => ({ value, label: value })) }] : []}
          onSelect={(value: string) => {
            setSearchText(null);
            search(value);
          }}
          onChange={(value: string) => setSearchText({ tab: query.tab, text: value })}
          style={{ flex: '1 1 280px', maxWidth: 460 }}
        >
          <Input.Search
            allowClear
            aria-label={TEXT.searchLabel}
            placeholder={TEXT.searchPlaceholder}
            onSearch={(value) => {
              setSearchText(null);
              search(value);
            }}
          />
        </AutoComplete>
        {recentSearches.length ? (
          <Button size="small" type="link" onClick={clearSearches}>
            {TEXT.clearHistory}
          </Button>
        ) : null}
        <Space wrap>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              void data.refetch();
              void data.refetchCounts();
            }}
            loading={data.fetching && !data.loading}
          >
            {TEXT.refresh}
          </Button>
          {recordTab ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget({ mode: 'create', type: recordTab })}>
              {TEXT.create}
            </Button>
          ) : null}
          {variant === 'k9' && recordTab ? (
            <Dropdown
              menu={{
                items: [
                  { key: 'excel', label: TEXT.importExcel },
                  { key: 'json', label: TEXT.importJson },
                ],
                onClick: ({ key }) => setImportKind(key as ImportKind),
              }}
            >
              <Button icon={<FileExcelOutlined />}>{TEXT.importMenu}</Button>
            </Dropdown>
          ) : null}
          {variant === 'k9' && data.counts?.samples ? (
            <Button
              danger
              onClick={() =>
                modal.confirm({
                  title: TEXT.deleteSamplesTitle(data.counts?.samples ?? 0),
                  content: TEXT.deleteSamplesContent,
                  okText: TEXT.deleteOk,
                  okButtonProps: { danger: true },
                  cancelText: TEXT.cancel,
                  onOk: () => data.deleteSamples(),
                })
              }
            >
              {TEXT.deleteSamples(data.counts.samples)}
            </Button>
          ) : null}
          {variant === 'k9' ? (
            <Dropdown menu={settingsMenu}>
              <Button icon={<SettingOutlined />}>{TEXT.settings}</Button>
            </Dropdown>
          ) : null}
        </Space>
      </div>

      {recordTab ? (
        <>
          {narrow ? (
            <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen} style={{ justifySelf: 'start' }}>
              {activeFilters ? `${TEXT.filters} (${activeFilters})` : TEXT.filters}
            </Button>
          ) : null}
          {narrow && !filtersOpen ? null : (
          <FilterBar
            tab={query.tab}
            filters={query.filters}
            onChange={setFilters}
            categories={data.categories}
            tagOptions={data.tagOptions}
            classOptions={data.classOptions}
            facets={data.facets}
          />
          )}
          <div role="group" aria-label={TEXT.selected(selectedIds.length)} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
            <Typography.Text>{TEXT.selected(selectedIds.length)}</Typography.Text>
            {selectedIds.length ? (
              <Button size="small" type="link" onClick={() => data.setSelectedIds([])}>
                {TEXT.clearSelection}
              </Button>
            ) : null}
            {variant === 'k9' ? (
              <Button icon={<EditOutlined />} onClick={() => openBulk()}>
                {TEXT.bulkUpdate}
              </Button>
            ) : (
              <>
                <Button icon={<EyeOutlined />} onClick={() => quickBulk('isPublic', true)}>
                  {TEXT.setPublic}
                </Button>
                <Button icon={<EyeInvisibleOutlined />} onClick={() => quickBulk('isPublic', false)}>
                  {TEXT.setPrivate}
                </Button>
                <Button onClick={() => quickBulk('hasTitle', true)}>{TEXT.titleOn}</Button>
                <Button onClick={() => quickBulk('hasTitle', false)}>{TEXT.titleOff}</Button>
                <Button icon={<TeamOutlined />} onClick={() => openBulk('allowed_user_class')}>
                  {TEXT.assignClasses}
                </Button>
              </>
            )}
            <Button danger icon={<DeleteOutlined />} onClick={confirmBulkDelete}>
              {selectedIds.length ? `${TEXT.bulkDelete} (${selectedIds.length})` : TEXT.bulkDelete}
            </Button>
          </div>
          <ContentTable
            variant={variant}
            tab={recordTab}
            rows={data.rows}
            total={data.total}
            loading={data.loading}
            page={query.page}
            pageSize={query.pageSize}
            onPage={onPage}
            selectedIds={selectedIds}
            onSelect={data.setSelectedIds}
            classNames={data.classNames}
            programs={programs}
            onView={onView}
            onEdit={onEdit}
            onQuiz={onQuiz}
            onHistory={onHistory}
            onDelete={onDelete}
            onPatch={onPatch}
          />
        </>
      ) : (
        <Suspense fallback={<Spin />}>
          <ReportView kind={query.tab === 'reportDN' ? 'reportDN' : 'report'} status={query.filters.status} onStatus={(status) => setFilters({ tag4: [], status })} />
        </Suspense>
      )}

      <Suspense fallback={null}>
        {recordTab && bulk ? (
          <BulkUpdateModal
            open
            tab={recordTab}
            fields={bulkFieldsFor(variant, recordTab)}
            initialField={bulk.field}
            selected={selectedIds.length}
            categories={data.categories}
            tagOptions={data.tagOptions}
            classOptions={data.classOptions}
            onClose={() => setBulk(null)}
            onSubmit={async (field, value) => {
              if (await data.updateMany(recordTab, field, value)) setBulk(null);
            }}
          />
        ) : null}
        {data.outcome ? <BulkOutcomeModal response={data.outcome} titles={data.titles} onClose={data.closeOutcome} /> : null}
        {detailId !== null ? (
          <ContentDetailModal
            id={detailId}
            classNames={data.classNames}
            onClose={() => setDetailId(null)}
            onEdit={(record: ContentRecord) => onEdit(record)}
            onQuiz={setQuizId}
            onHistory={onHistory}
          />
        ) : null}
        {quizId !== null ? <QuizModal id={quizId} onClose={() => setQuizId(null)} /> : null}
        {formTarget ? (
          <ContentFormModal
            target={formTarget}
            categories={data.categoriesByType?.[formTarget.type] ?? data.categories}
            tagOptions={data.tagOptions}
            classOptions={data.classOptions}
            onClose={() => setFormTarget(null)}
            onSaved={() => setFormTarget(null)}
          />
        ) : null}
        {historyOf ? <ContentHistoryDrawer record={historyOf} classNames={data.classNames} onClose={() => setHistoryOf(null)} /> : null}
        {settings ? <SettingsModals open={settings} onClose={() => setSettings(null)} /> : null}
        {recordTab && importKind ? <ImportModal kind={importKind} type={recordTab} onClose={() => setImportKind(null)} /> : null}
      </Suspense>
    </section>
  );
}
