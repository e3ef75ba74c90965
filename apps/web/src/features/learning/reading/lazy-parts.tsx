import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// Parts of the reading tabs that are not needed for the first view of a list: the item's body (markdown, sanitiser,
// images, file preview), loaded while the selection's skeleton shows, and the per-category titles dropdown.
const ItemDetailPart = lazy(() => import('./item-detail').then((m) => ({ default: m.ItemDetail })));
const TitlesDropdownPart = lazy(() => import('./titles-dropdown').then((m) => ({ default: m.TitlesDropdown })));

export function LazyItemDetail(props: ComponentProps<typeof ItemDetailPart>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <ItemDetailPart {...props} />
    </Suspense>
  );
}

export function LazyTitlesDropdown(props: ComponentProps<typeof TitlesDropdownPart>) {
  return (
    <Suspense fallback={null}>
      <TitlesDropdownPart {...props} />
    </Suspense>
  );
}
