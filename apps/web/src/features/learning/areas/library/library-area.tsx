import { CATEGORY_LISTS } from '@k9/domain/content/rules/taxonomy';
import { Input, Typography } from 'antd';
import { useState } from 'react';
import type { AreaProps } from '../area-props';
import { AreaList } from '../shared/area-list';
import { AREA_TEXT } from '../shared/areas.messages';
import { CategoryChips, chipOptions } from '../shared/category-chips';
import { DualPanel } from '../../reading/dual-panel';
import { ItemDetail } from '../../reading/item-detail';
import { ItemRow } from '../shared/item-row';
import { useAreaList } from '../shared/use-area-list';
import { useDebounced } from '../shared/use-debounced';
import { LIBRARY_TEXT as T } from './library.messages';
import { FLOATING_ROOM } from '../shared/layout';

const PAGE_SIZE = 20;

/**
 * The library of startup ideas (spec 2 §2.8): items of type library in three categories ('Ý tưởng khởi nghiệp',
 * 'Tips khởi nghiệp', 'Sáng tạo khác') with their counts, a search box, the list and the open item.
 */
export function LibraryArea({ program, openItemId, onOpenItem, narrow, shareLinkOf }: AreaProps) {
  const [draft, setDraft] = useState('');
  const search = useDebounced(draft.trim());
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // A new search, category or program starts again from the first page.
  const [filterKey, setFilterKey] = useState('');
  const key = `${search}|${category}|${program}`;
  if (key !== filterKey) {
    setFilterKey(key);
    if (page !== 1) setPage(1);
  }

  const { list, counts } = useAreaList('library', { program, search, category, page, pageSize: PAGE_SIZE });
  const filtered = Boolean(search || category);

  const body = (
    <AreaList
      list={list}
      label={T.title}
      emptyText={filtered ? T.noMatch : T.empty}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      narrow={narrow}
      row={(item) => (
        <ItemRow
          key={item.id}
          title={item.title}
          summary={item.summary}
          avatarUrl={item.avatarUrl}
          emoji={item.emoji}
          meta={item.category ?? undefined}
          active={item.id === openItemId}
          onOpen={() => onOpenItem(item.id)}
        />
      )}
    />
  );

  const listPanel = (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input.Search allowClear value={draft} placeholder={T.search} aria-label={T.search} onChange={(event) => setDraft(event.target.value)} onSearch={setDraft} />
      <CategoryChips label={T.categories} options={chipOptions(CATEGORY_LISTS.library, counts.data?.facets.category)} total={counts.data?.total} value={category} onChange={setCategory} />
      {list.data ? <Typography.Text type="secondary">{AREA_TEXT.total(list.data.total)}</Typography.Text> : null}
      {body}
    </div>
  );

  return (
    <div data-area="library" style={{ paddingBottom: narrow ? FLOATING_ROOM : 0 }}>
      <DualPanel
        narrow={narrow}
        list={listPanel}
        detail={openItemId === null ? null : <ItemDetail id={openItemId} type="library" shareLinkOf={shareLinkOf} />}
        label={T.title}
        detailTitle={list.data?.data.find((item) => item.id === openItemId)?.title}
        emptyPrompt={AREA_TEXT.choose}
        onClose={() => onOpenItem(null)}
      />
    </div>
  );
}
