import type { ContentListResponse } from '@k9/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLearnerItemQuery } from '../learning.api';
import { AfterSkeleton, DualPanel } from './dual-panel';
import { ItemList } from './item-list';
import { LazyItemDetail } from './lazy-parts';
import { LEARNER_PAGE_SIZE } from './list-query';
import { FILTER_TEXT as T } from './reading-area.messages';
import type { ReadingAreaProps } from './reading-area-props';
import { useOpenItemFollowsFilters } from './use-open-item-follows-filters';

/** After a pick from a category's dropdown, the category switches first and the item opens this much later (spec 2 §9.5). */
export const PICK_OPEN_DELAY_MS = 300;

/** The item to scroll to and highlight: the address's on arrival, then each one picked from a dropdown (opened 300 ms on). */
export function useReveal(openItemId: number | null, onOpenItem: ReadingAreaProps['onOpenItem']) {
  const [revealId, setRevealId] = useState<number | null>(openItemId);
  const reveal = (id: number) =>
    setTimeout(() => {
      setRevealId(id);
      onOpenItem(id);
    }, PICK_OPEN_DELAY_MS);
  return { revealId, reveal };
}

type Props = Pick<ReadingAreaProps, 'narrow' | 'openItemId' | 'onOpenItem' | 'shareLinkOf'> & {
  filterBar: ReactNode;
  /** The list read; `currentData` is the answer for exactly the filters now set (undefined while it loads). */
  list: { data?: ContentListResponse; currentData?: ContentListResponse; isFetching: boolean };
  /** The filters set, page aside (listQuery of them): the open item follows the list when they change. */
  filterKey: string;
  page: number;
  onPage: (page: number) => void;
  revealId: number | null;
  emptyPrompt: string;
  emptyText: string;
};

/**
 * A reading tab below its filters: the list and the open item (desktop dual panel with the first visible item chosen
 * when none is, spec 2 §4.5; a full-width modal on phones, titled with the item). After a filter change the open item
 * follows the new list (useOpenItemFollowsFilters).
 */
export function ReadingListPanel({ narrow, openItemId, onOpenItem, shareLinkOf, filterBar, list, filterKey, page, onPage, revealId, emptyPrompt, emptyText }: Props) {
  const items = list.data?.data;
  useEffect(() => {
    if (!narrow && openItemId === null && items?.length) onOpenItem(items[0].id, { replace: true });
  }, [narrow, openItemId, items, onOpenItem]);
  useOpenItemFollowsFilters({ filterKey, listed: list.currentData?.data, openItemId, narrow, onOpenItem });
  // The phone's modal is named after the item (the detail reads the same cache entry).
  const { data: openItem } = useLearnerItemQuery(narrow && openItemId !== null ? openItemId : skipToken);
  const title = items?.find((item) => item.id === openItemId)?.title ?? (openItem?.id === openItemId ? openItem?.title : undefined);

  const detail = openItemId === null ? null : <LazyItemDetail id={openItemId} shareLinkOf={shareLinkOf} />;
  return (
    <div>
      {filterBar}
      <DualPanel
        narrow={narrow}
        label={T.listLabel}
        detailTitle={title}
        detail={detail && !narrow ? <AfterSkeleton id={openItemId!}>{detail}</AfterSkeleton> : detail}
        onClose={() => onOpenItem(null)}
        emptyPrompt={emptyPrompt}
        list={
          <ItemList
            items={items}
            total={list.data?.total ?? 0}
            page={page}
            pageSize={LEARNER_PAGE_SIZE}
            onPage={onPage}
            selectedId={openItemId}
            revealId={revealId}
            onSelect={(id) => onOpenItem(id)}
            shareLinkOf={shareLinkOf}
            emptyText={emptyText}
            loading={list.isFetching}
            label={T.listLabel}
            narrow={narrow}
          />
        }
      />
    </div>
  );
}
