import { ClearOutlined, FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Input, Segmented, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useLearnerListQuery } from '../learning.api';
import { CategoryChip } from './category-chip';
import { CASE_CATEGORIES_SHOWN } from './chips';
import { caseQueries } from './opening-queries';
import { ReadingListPanel, useReveal } from './reading-list-panel';
import { loadParentFilter, loadPrefs, saveParentFilter, savePrefs } from './filter-prefs';
import { QuizStatusFilterControl, useListsFollowScores } from './quiz-status-filter';
import { activeFilterCount, listQuery, type ListFilters } from './list-query';
import { FILTER_TEXT as T } from './reading-area.messages';
import type { ReadingAreaProps } from './reading-area-props';

/**
 * The case training tab (spec 2 §2.4): search, category (tag1) with counts and a menu of each value's items, level
 * (tag2: a segmented control, a select on a phone where the levels would not fit), quiz status (kept in the filter
 * preferences like the other tabs'), clear-all and the active-filter badge; desktop dual panel, mobile modal.
 */
export function CaseTrainingArea({ tab, type, program, openItemId, onOpenItem, narrow, shareLinkOf, showFilters }: ReadingAreaProps) {
  const [tag1, setTag1] = useState<string | null>(() => loadParentFilter(tab));
  const [tag2, setTag2] = useState<string | null>(null);
  const [prefs, setPrefs] = useState(() => loadPrefs(tab));
  const [search, setSearch] = useState('');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [seeAll, setSeeAll] = useState(false);
  const { revealId, reveal } = useReveal(openItemId, onOpenItem);

  useEffect(() => saveParentFilter(tab, tag1), [tab, tag1]);
  useEffect(() => savePrefs(tab, prefs), [tab, prefs]);
  useListsFollowScores(type, prefs.quiz);

  const filters: ListFilters = { search, program, tag1, tag2, quizStatus: prefs.quiz };
  const queries = caseQueries(type, filters, page);
  const list = useLearnerListQuery(queries.list);
  // Category counts under the other filters; level choices under the category.
  const categoryFacets = useLearnerListQuery(queries.categories);
  const levelFacets = useLearnerListQuery(queries.levels);
  const categories = (categoryFacets.data?.facets.tag1 ?? []).filter((facet) => facet.value && facet.count > 0);
  const levels = (levelFacets.data?.facets.tag2 ?? []).filter((facet) => facet.value && facet.count > 0);
  const shownCategories = seeAll ? categories : categories.slice(0, CASE_CATEGORIES_SHOWN);
  const levelOptions = [{ value: '', label: T.levelAll }, ...levels.map((facet) => ({ value: facet.value, label: `${facet.value} (${facet.count})` }))];
  const chooseLevel = (value: string) => (setTag2(value || null), setPage(1));

  const active = activeFilterCount(filters);
  const clearAll = () => {
    setTag1(null);
    setTag2(null);
    setPrefs((current) => ({ ...current, quiz: 'all' }));
    setSearch('');
    setSearchText('');
    setPage(1);
  };
  const pick = (value: string, id: number) => {
    setTag1(value);
    setPage(1);
    reveal(id);
  };

  const filterBar = (
    <div role="search" aria-label={T.searchLabel} style={{ display: 'grid', gap: 8, marginBottom: 12, minWidth: 0 }}>
      <Space wrap size={[8, 8]}>
        <Input.Search
          allowClear
          aria-label={T.searchLabel}
          placeholder={T.search}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => (setSearch(value), setPage(1))}
          style={{ width: 240, maxWidth: '100%' }}
        />
        {narrow ? (
          <Select aria-label={T.level} value={tag2 ?? ''} onChange={chooseLevel} options={levelOptions} style={{ minWidth: 160, maxWidth: '100%' }} popupMatchSelectWidth={false} />
        ) : (
          <Segmented aria-label={T.level} value={tag2 ?? ''} onChange={chooseLevel} options={levelOptions} />
        )}
        <QuizStatusFilterControl value={prefs.quiz} onChange={(quiz) => (setPrefs((current) => ({ ...current, quiz })), setPage(1))} />
        <Badge count={active} size="small" title={T.activeFilters(active)}>
          <Button icon={<ClearOutlined />} onClick={clearAll} disabled={active === 0}>
            {T.clearAll}
          </Button>
        </Badge>
      </Space>
      <div role="group" aria-label={T.categoryLabel} style={{ display: 'grid', gap: 6, minWidth: 0 }}>
        <span style={{ color: '#4b5563' }}>
          <FilterOutlined aria-hidden /> {T.categoryLabel}
        </span>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', minWidth: 0 }}>
          <Tag.CheckableTag checked={tag1 === null} onChange={() => (setTag1(null), setPage(1))}>
            {`${T.all} (${categoryFacets.data?.total ?? 0})`}
          </Tag.CheckableTag>
          {shownCategories.map((facet) => (
            <CategoryChip
              key={facet.value}
              value={facet.value}
              count={facet.count}
              checked={tag1 === facet.value}
              onToggle={() => (setTag1(tag1 === facet.value ? null : facet.value), setPage(1))}
              type={type}
              filters={{ ...filters, tag1: facet.value }}
              titlesLabel={T.itemsOf(facet.value)}
              onPick={(id) => pick(facet.value, id)}
            />
          ))}
          {categories.length > CASE_CATEGORIES_SHOWN ? (
            <Button size="small" type="link" aria-expanded={seeAll} onClick={() => setSeeAll(!seeAll)}>
              {seeAll ? T.collapse : T.seeMore(categories.length - CASE_CATEGORIES_SHOWN)}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );

  return (
    <ReadingListPanel
      narrow={narrow}
      openItemId={openItemId}
      onOpenItem={onOpenItem}
      shareLinkOf={shareLinkOf}
      filterBar={showFilters ? filterBar : null}
      list={list}
      filterKey={listQuery(filters)}
      page={page}
      onPage={setPage}
      revealId={revealId}
      emptyPrompt={T.chooseCase}
      emptyText={T.emptyCases}
    />
  );
}
