import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// Parts of the reading tabs that are not needed for the first view of a list: the item's body (markdown, sanitiser,
// images, file preview), loaded while the selection's skeleton shows.
const ItemDetailPart = lazy(() => import('./item-detail').then((m) => ({ default: m.ItemDetail })));

export function LazyItemDetail(props: ComponentProps<typeof ItemDetailPart>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <ItemDetailPart {...props} />
    </Suspense>
  );
}
