import { FilterOutlined } from '@ant-design/icons';
import type { ContentListItem } from '@k9/contracts';
import type { ContentType } from '@k9/domain/content/content.types';
import { Button, Grid } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { ManagementVariant } from '../bulk-actions';
import { CM_TEXT as TEXT } from '../content-management.messages';
import type { ContentFilters, ContentQuery } from '../content-query';
import type { useContentManagement } from '../use-content-management';
import type { ScreenDialogControls } from '../use-screen-dialogs';
import { EmbeddingStates } from '../../../library-index/components/embedding-states';
import { ContentTable } from './content-table';
import { FilterBar } from './filter-bar';
import { SelectionBar } from './selection-bar';

type Props = {
  variant: ManagementVariant;
  tab: ContentType;
  query: ContentQuery;
  onPage: (change: Partial<ContentQuery>) => void;
  onFilters: (filters: ContentFilters) => void;
  data: ReturnType<typeof useContentManagement>;
  dialogs: ScreenDialogControls;
};

/** A record tab: its filters (folded behind one button below 768 px), the selection's actions and the table. */
export function RecordPanel({ variant, tab, query, onPage, onFilters, data, dialogs }: Props) {
  const narrow = Grid.useBreakpoint().md === false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = Object.keys(query.filters).filter((key) => key !== 'tag4').length + (query.filters.tag4.length ? 1 : 0);
  const { patch, remove } = data;
  const { show } = dialogs;

  const onView = useCallback((row: ContentListItem) => show('detail', row.id), [show]);
  const onEdit = useCallback((row: { id: number; type: ContentListItem['type'] }) => show('form', { mode: 'edit', id: row.id, type: row.type }), [show]);
  const onQuiz = useCallback((row: ContentListItem) => show('quiz', row.id), [show]);
  const onHistory = useCallback((row: { id: number; title: string }) => show('history', { id: row.id, title: row.title }), [show]);
  const onDelete = useCallback((row: ContentListItem) => void remove(row), [remove]);
  const onPatch = useCallback((row: ContentListItem, change: Record<string, unknown>) => void patch(row, change), [patch]);
  const page = useCallback((next: number, pageSize: number) => onPage({ page: pageSize === query.pageSize ? next : 1, pageSize }), [onPage, query.pageSize]);
  const programs = useMemo(() => (data.tagOptions?.TAG4_OPTIONS ?? []).map(({ value, label }) => ({ value, label })), [data.tagOptions]);

  return (
    <>
      {narrow ? (
        <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen} style={{ justifySelf: 'start' }}>
          {activeFilters ? `${TEXT.filters} (${activeFilters})` : TEXT.filters}
        </Button>
      ) : null}
      {narrow && !filtersOpen ? null : (
        <FilterBar tab={query.tab} filters={query.filters} onChange={onFilters} categories={data.categories} tagOptions={data.tagOptions} classOptions={data.classOptions} facets={data.facets} />
      )}
      <SelectionBar variant={variant} tab={tab} data={data} dialogs={dialogs} />
      <EmbeddingStates rows={data.rows}>
        <ContentTable
          variant={variant}
          tab={tab}
          rows={data.rows}
          total={data.total}
          loading={data.loading}
          page={query.page}
          pageSize={query.pageSize}
          onPage={page}
          selectedIds={data.selectedIds}
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
      </EmbeddingStates>
    </>
  );
}
