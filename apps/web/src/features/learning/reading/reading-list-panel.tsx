import type { ContentListResponse } from '@k9/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { AfterSkeleton, DualPanel } from './dual-panel';
import { ItemList } from './item-list';
import { LazyItemDetail } from './lazy-parts';
import { LEARNER_PAGE_SIZE } from './list-query';
import { FILTER_TEXT as T } from './reading-area.messages';
import type { ReadingAreaProps } from './reading-area-props';

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
  list: { data?: ContentListResponse; isFetching: boolean };
  page: number;
  onPage: (page: number) => void;
  revealId: number | null;
  emptyPrompt: string;
  emptyText: string;
};

/**
 * A reading tab below its filters: the list and the open item (desktop dual panel with the first visible item chosen
 * when none is, spec 2 §4.5; a full-width modal on phones).
 */
export function ReadingListPanel({ narrow, openItemId, onOpenItem, shareLinkOf, filterBar, list, page, onPage, revealId, emptyPrompt, emptyText }: Props) {
  const items = list.data?.data;
  useEffect(() => {
    if (!narrow && openItemId === null && items?.length) onOpenItem(items[0].id, { replace: true });
  }, [narrow, openItemId, items, onOpenItem]);

  const detail = openItemId === null ? null : <LazyItemDetail id={openItemId} shareLinkOf={shareLinkOf} />;
  return (
    <div>
      {filterBar}
      <DualPanel
        narrow={narrow}
        label={T.listLabel}
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
          />
        }
      />
    </div>
  );
}
