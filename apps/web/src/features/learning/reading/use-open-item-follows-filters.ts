import { useEffect, useRef } from 'react';
import type { ReadingAreaProps } from './reading-area-props';
import { openItemAfterFilter } from './open-item-after-filter';

type Args = {
  /** The list's filters (not its page): a change of this is a change of filter. */
  filterKey: string;
  /** The rows read for exactly these filters; undefined while they load. */
  listed: readonly { id: number }[] | undefined;
  openItemId: number | null;
  narrow: boolean;
  onOpenItem: ReadingAreaProps['onOpenItem'];
};

/**
 * After a filter change, the open item follows the new list (openItemAfterFilter) once it arrives, without a history
 * entry: neither the pane nor the address keeps an item the list no longer holds. The item an address arrives with is
 * left alone (it may be on another page, or shown as restricted), and so is paging.
 */
export function useOpenItemFollowsFilters({ filterKey, listed, openItemId, narrow, onOpenItem }: Args): void {
  const checked = useRef(filterKey);
  useEffect(() => {
    if (checked.current === filterKey || !listed) return;
    checked.current = filterKey;
    const next = openItemAfterFilter(openItemId, listed, narrow);
    if (next !== 'keep') onOpenItem(next, { replace: true });
  }, [filterKey, listed, openItemId, narrow, onOpenItem]);
}
