import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import type { FilterKind } from './data-table-rules';
import { DATA_TABLE_TEXT as T } from './data-table.messages';

const INPUT_TYPES: Record<FilterKind, string> = { number: 'number', date: 'date', text: 'text' };

/** A column's filter box: a number, a day or text as the column's name suggests; the server filters (filter[column]). */
export function ColumnFilter({ column, kind, value, onApply }: { column: string; kind: FilterKind; value: string; onApply: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  return (
    <div style={{ padding: 8, display: 'grid', gap: 8, width: 220 }} onKeyDown={(event) => event.stopPropagation()}>
      <Input type={INPUT_TYPES[kind]} aria-label={`${T.filter} ${column}`} value={draft} onChange={(event) => setDraft(event.target.value)} onPressEnter={() => onApply(draft)} />
      <Space>
        <Button type="primary" size="small" onClick={() => onApply(draft)}>
          {T.filter}
        </Button>
        <Button
          size="small"
          onClick={() => {
            setDraft('');
            onApply('');
          }}
        >
          {T.clearFilter}
        </Button>
      </Space>
    </div>
  );
}
