import type { ContentFacets, TagOptionsResponse } from '@k9/contracts';
import { contentValueLabel } from '@k9/domain/content/content-labels';
import { CONTENT_STATUSES, IMPACTS, SENTIMENTS } from '@k9/domain/content/content.types';
import { Button, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { CM_TEXT as TEXT, type ManagementTab } from '../content-management.messages';
import { DIAGRAMS, PROGRAM_COUNTS, filtersOf, hasFilters, type ContentFilters } from '../content-query';

type Props = {
  tab: ManagementTab;
  filters: ContentFilters;
  onChange: (filters: ContentFilters) => void;
  categories: readonly string[];
  tagOptions: TagOptionsResponse | undefined;
  classOptions: Array<{ value: number; label: string }>;
  facets: ContentFacets | undefined;
};

type Option = { value: string; label: string };

const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : String(value));
const fromYesNo = (value: string | undefined) => (value === undefined ? undefined : value === 'true');
const BOOLEAN_OPTIONS: Option[] = [
  { value: 'true', label: TEXT.has },
  { value: 'false', label: TEXT.hasNot },
];

/** A choice's label with the facet count of the filtered list (spec: counts for the filter chips). */
const withCounts = (values: readonly string[], counts: Array<{ value: string; count: number }> | undefined): Option[] => {
  const byValue = new Map((counts ?? []).map((facet) => [facet.value, facet.count]));
  const all = [...new Set([...values, ...byValue.keys()])];
  return all.map((value) => ({ value, label: byValue.has(value) ? `${value} (${byValue.get(value)})` : value }));
};

function Filter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label style={{ display: 'grid', gap: 2, fontSize: 12, color: 'rgba(0,0,0,0.65)' }}>
      {label}
      {children}
    </label>
  );
}

/** Every filter of spec 3 §5 the tab offers; each change is kept in the address and in the tab's local filter history. */
export function FilterBar({ tab, filters, onChange, categories, tagOptions, classOptions, facets }: Props) {
  const offered = new Set(filtersOf(tab));
  const set = <K extends keyof ContentFilters>(key: K, value: ContentFilters[K] | undefined) => {
    const next = { ...filters, [key]: value };
    if (value === undefined) delete next[key];
    onChange(next);
  };
  const select = (key: 'status' | 'category' | 'tag1' | 'tag2' | 'tag3' | 'impact' | 'sentiment' | 'diagram' | 'programCount', label: string, options: Option[], width = 160) =>
    offered.has(key) ? (
      <Filter key={key} label={label}>
        <Select<string>
          allowClear
          showSearch
          aria-label={label}
          placeholder={TEXT.any}
          value={filters[key] as string | undefined}
          onChange={(value) => set(key, (value ?? undefined) as ContentFilters[typeof key])}
          options={options}
          style={{ width }}
        />
      </Filter>
    ) : null;
  const boolean = (key: 'hasImage' | 'hasQuiz' | 'isPublic' | 'hasTitle', label: string, options = BOOLEAN_OPTIONS) =>
    offered.has(key) ? (
      <Filter key={key} label={label}>
        <Select<string>
          allowClear
          aria-label={label}
          placeholder={TEXT.any}
          value={yesNo(filters[key])}
          onChange={(value) => set(key, fromYesNo(value))}
          options={options}
          style={{ width: 130 }}
        />
      </Filter>
    ) : null;

  const programs = (tagOptions?.TAG4_OPTIONS ?? []).map((option) => option.value);
  return (
    <div role="group" aria-label={TEXT.filters} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 8 }}>
      {select('status', TEXT.filterStatus, CONTENT_STATUSES.map((value) => ({ value, label: TEXT.status[value] })), 140)}
      {select('category', TEXT.filterCategory, withCounts(categories, facets?.category), 200)}
      {select('tag1', TEXT.filterTag1, withCounts((tagOptions?.TAG1_OPTIONS ?? []).map((o) => o.value), facets?.tag1))}
      {select('tag2', TEXT.filterLevel, withCounts((tagOptions?.TAG2_OPTIONS ?? []).map((o) => o.value), facets?.tag2))}
      {select('tag3', TEXT.filterSeries, withCounts((tagOptions?.TAG3_OPTIONS ?? []).map((o) => o.value), facets?.tag3))}
      {offered.has('tag4') ? (
        <Filter label={TEXT.filterProgram}>
          <Select<string[]>
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            aria-label={TEXT.filterProgram}
            placeholder={TEXT.any}
            value={filters.tag4}
            onChange={(value) => onChange({ ...filters, tag4: value })}
            options={withCounts(programs, facets?.tag4)}
            style={{ width: 220 }}
          />
        </Filter>
      ) : null}
      {offered.has('tag4Mode') && filters.tag4.length > 0 ? (
        <Filter label={TEXT.filterProgramMode}>
          <Select<'contains' | 'exact'>
            aria-label={TEXT.filterProgramMode}
            value={filters.tag4Mode ?? 'exact'}
            onChange={(value) => set('tag4Mode', value === 'exact' ? undefined : value)}
            options={[
              { value: 'exact', label: TEXT.programExact },
              { value: 'contains', label: TEXT.programContains },
            ]}
            style={{ width: 230 }}
          />
        </Filter>
      ) : null}
      {select('programCount', TEXT.filterProgramCount, PROGRAM_COUNTS.filter((value) => value !== 'all').map((value) => ({ value, label: TEXT.programCount[value] ?? value })), 170)}
      {boolean('hasImage', TEXT.filterImage)}
      {select('diagram', TEXT.filterDiagram, DIAGRAMS.map((value) => ({ value, label: TEXT.diagram[value] })), 140)}
      {boolean('hasQuiz', TEXT.filterQuiz)}
      {boolean('isPublic', TEXT.filterPublic, [
        { value: 'true', label: TEXT.public },
        { value: 'false', label: TEXT.private },
      ])}
      {boolean('hasTitle', TEXT.filterHasTitle, [
        { value: 'true', label: TEXT.on },
        { value: 'false', label: TEXT.off },
      ])}
      {offered.has('classId') ? (
        <Filter label={TEXT.filterClass}>
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={TEXT.filterClass}
            placeholder={TEXT.any}
            value={filters.classId}
            onChange={(value) => set('classId', value ?? undefined)}
            options={[{ value: 0, label: TEXT.unassigned }, ...classOptions]}
            style={{ width: 180 }}
          />
        </Filter>
      ) : null}
      {select('impact', TEXT.filterImpact, IMPACTS.map((value) => ({ value, label: contentValueLabel('impact', value) })), 150)}
      {select('sentiment', TEXT.filterSentiment, SENTIMENTS.map((value) => ({ value, label: contentValueLabel('sentiment', value) })), 150)}
      <Space>
        <Button onClick={() => onChange({ tag4: [] })} disabled={!hasFilters(filters)}>
          {TEXT.clearFilters}
        </Button>
      </Space>
    </div>
  );
}
