import { BookOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Segmented, Space, Switch, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLearnerListQuery } from '../learning.api';
import { CategoryChip } from './category-chip';
import { visibleChips } from './chips';
import { newsBase, newsQueries } from './opening-queries';
import { ReadingListPanel, useReveal } from './reading-list-panel';
import { DEFAULT_PREFS, loadParentFilter, loadPrefs, saveParentFilter, savePrefs, type FilterPrefs } from './filter-prefs';
import { QuizStatusFilterControl, useListsFollowScores } from './quiz-status-filter';
import { listQuery, TIME_FILTERS, timeChipsOn } from './list-query';
import { FILTER_TEXT as T } from './reading-area.messages';
import type { ReadingAreaProps } from './reading-area-props';

/**
 * The theory ('stream': news records) and resources (longForm) tabs (spec 2 §2.4): the filter bar with bookmarked-only,
 * read/unread, quiz status, time chips where they are enabled (timeChipsOn), category chips with counts each with a menu
 * of its titles, reset-all; the list and the detail. Every filter is applied by the server; counts come from its facets.
 */
export function NewsArea({ tab, type, program, openItemId, onOpenItem, narrow, shareLinkOf, showFilters }: ReadingAreaProps) {
  const [prefs, setPrefs] = useState<FilterPrefs>(() => loadPrefs(tab));
  const [chosenCategory, setCategory] = useState<string | null>(() => loadParentFilter(tab));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState(false);
  const { revealId, reveal } = useReveal(openItemId, onOpenItem);

  useEffect(() => savePrefs(tab, prefs), [tab, prefs]);
  useEffect(() => saveParentFilter(tab, chosenCategory), [tab, chosenCategory]);

  const base = newsBase(tab, search, program, prefs);
  // The chips count every category under the other filters (the chosen category aside).
  const chips = useLearnerListQuery(newsQueries(type, base, null, page).chips);
  const categories = useMemo(() => chips.data?.facets.category ?? [], [chips.data]);
  // A chosen category that has no items under the other filters is let go: the list would be empty for nothing.
  const category = chosenCategory && chips.data && !categories.some((facet) => facet.value === chosenCategory && facet.count > 0) ? null : chosenCategory;
  const list = useLearnerListQuery(newsQueries(type, base, category, page).list);
  const { shown, hidden } = useMemo(() => visibleChips(categories, expanded, category), [categories, expanded, category]);
  useListsFollowScores(type, prefs.quiz);

  const changePrefs = (change: Partial<FilterPrefs>) => {
    setPrefs((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const choose = (value: string | null) => {
    setCategory(value);
    setPage(1);
  };
  const reset = () => {
    setPrefs(DEFAULT_PREFS);
    setCategory(null);
    setSearch('');
    setPage(1);
  };
  const pickTitle = (value: string, id: number) => {
    choose(value);
    // The category first, then the item (spec 2 §2.4, §9.5).
    reveal(id);
  };

  const filterBar = (
    <div role="search" aria-label={T.searchLabel} style={{ display: 'grid', gap: 8, marginBottom: 12, minWidth: 0 }}>
      <Space wrap size={[8, 8]}>
        <Input.Search allowClear aria-label={T.searchLabel} placeholder={T.search} onSearch={(value) => (setSearch(value), setPage(1))} style={{ width: 240, maxWidth: '100%' }} />
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <Switch size="small" checked={prefs.bookmarked} onChange={(bookmarked) => changePrefs({ bookmarked })} aria-label={T.bookmarkedOnly} />
          <BookOutlined aria-hidden /> {T.bookmarkedOnly}
        </span>
        <Segmented
          aria-label={T.readLabel}
          value={prefs.read}
          onChange={(read) => changePrefs({ read })}
          options={(['all', 'read', 'unread'] as const).map((value) => ({ value, label: T.read[value] }))}
        />
        <QuizStatusFilterControl value={prefs.quiz} onChange={(quiz) => changePrefs({ quiz })} />
        <Button icon={<ReloadOutlined />} onClick={reset}>
          {T.resetAll}
        </Button>
      </Space>
      {timeChipsOn(tab) ? (
        <Segmented
          aria-label={T.timeLabel}
          value={prefs.time}
          onChange={(time) => changePrefs({ time })}
          options={TIME_FILTERS.map((value) => ({ value, label: T.time[value] }))}
          style={{ justifySelf: 'start', maxWidth: '100%' }}
        />
      ) : null}
      <div role="group" aria-label={T.categoryLabel} style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', minWidth: 0 }}>
        <Tag.CheckableTag checked={category === null} onChange={() => choose(null)}>
          {`${T.all} (${chips.data?.total ?? 0})`}
        </Tag.CheckableTag>
        {shown.map((facet) => (
          <CategoryChip
            key={facet.value}
            value={facet.value}
            count={facet.count}
            checked={category === facet.value}
            onToggle={() => choose(category === facet.value ? null : facet.value)}
            type={type}
            filters={{ ...base, category: facet.value }}
            titlesLabel={T.titlesOf(facet.value)}
            onPick={(id) => pickTitle(facet.value, id)}
          />
        ))}
        {hidden > 0 || expanded ? (
          <Button size="small" type="link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? T.collapse : T.more}
          </Button>
        ) : null}
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
      // The learner's choices (the chosen category, not the one the chips let go on arrival): changing one is filtering.
      filterKey={listQuery({ ...base, category: chosenCategory })}
      page={page}
      onPage={setPage}
      revealId={revealId}
      emptyPrompt={T.chooseItem}
      emptyText={T.emptyNews}
    />
  );
}
