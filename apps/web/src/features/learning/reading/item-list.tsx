import type { ContentListItem } from '@k9/contracts';
import { Empty, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TIME_ZONE } from '../../../app/datetime';
import { BookmarkButton } from '../marks/mark-buttons';
import { bookmarkListOf } from '../marks/marks';
import { useOwnMarksQuery } from '../marks/marks.api';
import { QuizBadgeTag } from '../quiz/badges-tag';
import { Pager } from './pager';
import { ShareButton } from './share-button';

/** How long a scrolled-to item stays highlighted (spec 2 §9.5). */
export const HIGHLIGHT_MS = 2000;

type Props = {
  items: readonly ContentListItem[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  selectedId: number | null;
  /** An item to scroll to and highlight (a shared link, a pick from a category dropdown). */
  revealId: number | null;
  onSelect: (id: number) => void;
  shareLinkOf: (id: number) => string;
  emptyText: string;
  loading: boolean;
  label: string;
  extra?: (item: ContentListItem) => ReactNode;
};

/**
 * A learner list: rows with title, summary, category, share, bookmark and the quiz badge (spec 2 §4.1: 'Đạt n/100' on
 * case training, 'Đạt' / 'Trượt' elsewhere, live with the learner's scores); selected and highlighted rows.
 */
export function ItemList({ items, total, page, pageSize, onPage, selectedId, revealId, onSelect, shareLinkOf, emptyText, loading, label, extra }: Props) {
  const { data: marks } = useOwnMarksQuery();
  const listRef = useRef<HTMLDivElement>(null);
  // The revealed item is highlighted until its 2 s are over (then it is 'expired').
  const [expired, setExpired] = useState<number | null>(null);
  const present = revealId !== null && (items?.some((item) => item.id === revealId) ?? false);
  const highlighted = present && expired !== revealId ? revealId : null;

  useEffect(() => {
    if (!present || revealId === null) return;
    listRef.current?.querySelector(`[data-item-id="${revealId}"]`)?.scrollIntoView({ block: 'nearest' });
    const timer = setTimeout(() => setExpired(revealId), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [revealId, present]);

  if (!items) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!items.length) return <Empty description={emptyText} />;
  return (
    <div ref={listRef} aria-label={label} aria-busy={loading}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          const read = marks?.read_items_stream.includes(item.id) ?? false;
          return (
            <li
              key={item.id}
              data-item-id={item.id}
              aria-current={selected ? 'true' : undefined}
              tabIndex={0}
              onClick={() => onSelect(item.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onSelect(item.id);
              }}
              style={{
                cursor: 'pointer',
                padding: '10px 12px',
                borderRadius: 8,
                borderBottom: '1px solid #f0f0f0',
                background: highlighted === item.id ? '#fef9c3' : selected ? '#eff6ff' : undefined,
                transition: 'background 0.3s',
                display: 'flex',
                gap: 8,
                alignItems: 'flex-start',
              }}
            >
              <div style={{ flex: 1, minWidth: 0, display: 'grid', gap: 4 }}>
                <span style={{ overflowWrap: 'anywhere', fontWeight: read ? 400 : 600 }}>
                  {item.emoji ? `${item.emoji} ` : ''}
                  {item.title}
                </span>
                {item.summary ? (
                  <p style={{ margin: 0, color: '#4b5563', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{item.summary}</p>
                ) : null}
                <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
                  {item.category ? <Tag color="blue">{item.category}</Tag> : null}
                  {item.tag2 ? <Tag color="purple">{item.tag2}</Tag> : null}
                  <QuizBadgeTag item={item} />
                  {extra?.(item)}
                  <span style={{ color: '#6b7280', fontSize: 12 }}>{dayjs(item.createdAt).tz(TIME_ZONE).format('DD/MM/YYYY')}</span>
                </span>
              </div>
              <span style={{ display: 'flex', flexShrink: 0 }}>
                <ShareButton link={shareLinkOf(item.id)} />
                <BookmarkButton list={bookmarkListOf(item.type)} itemId={item.id} />
              </span>
            </li>
          );
        })}
      </ul>
      <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} />
    </div>
  );
}
