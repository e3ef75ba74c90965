import { skipToken } from '@reduxjs/toolkit/query';
import { AutoComplete, Button, Input } from 'antd';
import { useState } from 'react';
import { useDebounced } from '../../learning/areas/shared/use-debounced';
import { useStockSuggestionsQuery } from './stock-screen.api';
import { STOCK_TEXT as T } from './stock-screen.messages';
import styles from './stock-screen.module.css';

/**
 * The ticker box and 'Tìm' (spec 2 §2.7): suggestions (ticker and name, accents and case aside) from every company as
 * the learner types; choosing one searches it. `onSearch` gets what the box holds.
 */
export function TickerSearch({ onSearch }: { onSearch: (typed: string) => void }) {
  const [draft, setDraft] = useState('');
  // Open while the learner types; a search (or leaving the box) closes it, even if suggestions arrive after.
  const [open, setOpen] = useState(false);
  const searchNow = (value: string) => {
    setOpen(false);
    onSearch(value);
  };
  const typed = useDebounced(draft.trim(), 200);
  const suggestions = useStockSuggestionsQuery(typed ? typed : skipToken);
  const options = typed
    ? (suggestions.data?.data ?? []).map((company) => ({
        value: company.ticker,
        label: (
          <span className={styles.suggestion}>
            <strong>{company.ticker}</strong>
            <span className={styles.suggestionName}>{company.name ?? company.shortName ?? ''}</span>
          </span>
        ),
      }))
    : [];

  // Enter on an open list picks its active option (onSelect); otherwise it searches what the box holds.
  const showing = open && options.length > 0;

  return (
    <div className={styles.search} role="search">
      {/* A box of its own: the list opening and closing never moves the button under the pointer. */}
      <div className={styles.searchBox}>
        <AutoComplete
          value={draft}
          options={options}
          open={showing}
          onChange={(value: string) => {
            setDraft(value);
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onSelect={(value: string) => {
            setDraft(value);
            searchNow(value);
          }}
          style={{ width: '100%' }}
        >
          <Input aria-label={T.tickerLabel} placeholder={T.tickerPlaceholder} maxLength={20} allowClear onPressEnter={() => (showing ? undefined : searchNow(draft))} />
        </AutoComplete>
      </div>
      <Button type="primary" onClick={() => searchNow(draft)}>
        {T.search}
      </Button>
    </div>
  );
}
