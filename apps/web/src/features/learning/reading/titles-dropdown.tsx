import { Select } from 'antd';
import { useState } from 'react';
import { useLazyLearnerListQuery } from '../learning.api';
import { listQuery, type ListFilters } from './list-query';

const TITLES_PAGE = 500;

/**
 * The items of one filter value (a category, a tag1 value) as a dropdown of titles (spec 2 §2.4): read when opened,
 * through the same access-filtered list.
 */
export function TitlesDropdown({ type, filters, label, placeholder, onPick }: { type: string; filters: ListFilters; label: string; placeholder: string; onPick: (id: number) => void }) {
  const [load, { data, isFetching }] = useLazyLearnerListQuery();
  const [opened, setOpened] = useState(false);
  return (
    <Select
      aria-label={label}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={isFetching}
      value={null}
      style={{ minWidth: 220, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
      onOpenChange={(open) => {
        if (open && !opened) {
          setOpened(true);
          void load({ type, query: listQuery(filters, { pageSize: TITLES_PAGE, facets: false }) }, true);
        }
      }}
      options={(data?.data ?? []).map((item) => ({ value: item.id, label: item.title }))}
      onChange={(id: number) => onPick(id)}
    />
  );
}
