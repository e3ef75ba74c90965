import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useLazyLearnerListQuery } from '../learning.api';
import { listQuery, type ListFilters } from './list-query';
import { FILTER_TEXT as T } from './reading-area.messages';

const TITLES_PAGE = 500;

/**
 * The titles of one chip's value (a category, a tag1 value) in a menu on the chip (spec 2 §2.4): read when first
 * opened, through the same access-filtered list (`filters` already hold the value); a pick hands the item's id back.
 */
export function TitlesDropdown({ type, filters, label, onPick }: { type: string; filters: ListFilters; label: string; onPick: (id: number) => void }) {
  const [load, { data, isFetching, isError }] = useLazyLearnerListQuery();
  const [open, setOpen] = useState(false);
  const titles = data?.data ?? [];
  const note = isFetching && !data ? T.titlesLoading : isError ? T.titlesFailed : titles.length === 0 ? T.titlesNone : null;
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      autoFocus
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load({ type, query: listQuery(filters, { pageSize: TITLES_PAGE, facets: false }) }, true);
      }}
      menu={{
        style: { maxHeight: 320, maxWidth: 'min(420px, 90vw)', overflowY: 'auto' },
        items: note ? [{ key: 'note', label: note, disabled: true }] : titles.map((item) => ({ key: String(item.id), label: item.title })),
        onClick: ({ key }) => {
          setOpen(false);
          if (key !== 'note') onPick(Number(key));
        },
      }}
    >
      <Button size="small" type="text" aria-label={label} title={label} aria-haspopup="menu" aria-expanded={open} icon={<DownOutlined style={{ fontSize: 10 }} />} style={{ width: 22, minWidth: 22, height: 22 }} />
    </Dropdown>
  );
}
