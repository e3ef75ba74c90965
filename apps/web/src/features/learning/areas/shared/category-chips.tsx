import { Tag } from 'antd';
import { AREA_TEXT as T } from './areas.messages';

export type ChipOption = { value: string; count?: number };

/** Category chips with counts; 'Tất cả' first and always there (spec 2 §2.4). null: every category. */
export function CategoryChips({ label, options, total, value, onChange }: { label: string; options: ChipOption[]; total?: number; value: string | null; onChange: (value: string | null) => void }) {
  const chip = (key: string, text: string, count: number | undefined, checked: boolean, pick: () => void) => (
    <Tag.CheckableTag key={key} checked={checked} onChange={pick} style={{ margin: 0, padding: '4px 10px', fontSize: 14, border: '1px solid #d9d9d9' }}>
      {text}
      {count === undefined ? '' : ` (${count})`}
    </Tag.CheckableTag>
  );
  return (
    <div role="group" aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {chip('__all', T.all, total, value === null, () => onChange(null))}
      {options.map((option) => chip(option.value, option.value, option.count, value === option.value, () => onChange(value === option.value ? null : option.value)))}
    </div>
  );
}

/**
 * The chips of an area: its own categories always (with their counts, 0 when none), then any other category the list
 * holds (an older record's), empty ones left out.
 */
export function chipOptions(fixed: readonly string[], facets: ReadonlyArray<{ value: string; count: number }> | undefined): ChipOption[] {
  const counts = new Map((facets ?? []).map((facet) => [facet.value, facet.count]));
  const others = (facets ?? []).filter((facet) => facet.value && facet.count > 0 && !fixed.includes(facet.value)).map((facet) => ({ value: facet.value, count: facet.count }));
  return [...fixed.map((value) => ({ value, count: facets ? (counts.get(value) ?? 0) : undefined })), ...others];
}
