import type { ContentListItem } from '@k9/contracts';
import { Empty, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TIME_ZONE } from '../../../app/datetime';
import { BookmarkButton } from '../marks/mark-buttons';
import { bookmarkListOf } from '../marks/marks';
import { useOwnMarksQuery } from '../marks/marks.api';
import { QuizBadgeTag } from '../quiz/badges-tag';
import styles from './item-list.module.css';
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
  /** A phone: share and bookmark go under the row, at its start, where the floating buttons (bottom right) never sit. */
  narrow: boolean;
  extra?: (item: ContentListItem) => ReactNode;
};

/**
 * A learner list: rows with title, summary, category, share, bookmark and the quiz badge (spec 2 §4.1: 'Đạt n/100' on
 * case training, 'Đạt' / 'Trượt' elsewhere, live with the learner's scores); selected and highlighted rows. Each row is a
 * button of its own, and share and bookmark sit beside it, not inside it (a control inside a control has no name).
 */
export function ItemList({ items, total, page, pageSize, onPage, selectedId, revealId, onSelect, shareLinkOf, emptyText, loading, label, narrow, extra }: Props) {
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
      <ul className={styles.list}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          const read = marks?.read_items_stream.includes(item.id) ?? false;
          const look = highlighted === item.id ? styles.highlighted : selected ? styles.selected : '';
          return (
            <li key={item.id} data-item-id={item.id} className={`${styles.row} ${narrow ? styles.narrow : ''} ${look}`}>
              <button type="button" className={styles.open} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(item.id)}>
                <span className={styles.title} style={{ fontWeight: read ? 400 : 600 }}>
                  {item.emoji ? `${item.emoji} ` : ''}
                  {item.title}
                </span>
                {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                <span className={styles.meta}>
                  {item.category ? <Tag color="blue">{item.category}</Tag> : null}
                  {item.tag2 ? <Tag color="purple">{item.tag2}</Tag> : null}
                  <QuizBadgeTag item={item} />
                  {extra?.(item)}
                  <span className={styles.date}>{dayjs(item.createdAt).tz(TIME_ZONE).format('DD/MM/YYYY')}</span>
                </span>
              </button>
              <span className={styles.actions}>
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
