import { Tag } from 'antd';
import type { ListFilters } from './list-query';
import { TitlesDropdown } from './titles-dropdown';

type Props = {
  value: string;
  count: number;
  checked: boolean;
  onToggle: () => void;
  type: string;
  /** The list's filters with this chip's value set: the titles its menu lists. */
  filters: ListFilters;
  titlesLabel: string;
  /** An item picked from the chip's menu: the caller switches to the value, then opens it (spec 2 §9.5). */
  onPick: (id: number) => void;
};

/** One value's chip with its count, and its menu of titles (spec 2 §2.4); a long value wraps instead of widening the page. */
export function CategoryChip({ value, count, checked, onToggle, type, filters, titlesLabel, onPick }: Props) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', border: '1px solid #d9d9d9', borderRadius: 6, paddingRight: 2 }}>
      <Tag.CheckableTag checked={checked} onChange={onToggle} style={{ marginInlineEnd: 0, whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 0 }}>
        {`${value} (${count})`}
      </Tag.CheckableTag>
      <TitlesDropdown type={type} filters={filters} label={titlesLabel} onPick={onPick} />
    </span>
  );
}
