import { FileTextOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './areas.module.css';
import { safeUrl } from './safe-url';

type ItemRowProps = {
  title: string;
  summary?: string;
  avatarUrl?: string | null;
  emoji?: string | null;
  meta?: ReactNode;
  active: boolean;
  onOpen: () => void;
  /** Controls beside the row (outside its button: a play button must not open the item). */
  actions?: ReactNode;
};

/** One entry of an area's list: picture (or emoji), title, two lines of summary, a meta line. */
export function ItemRow({ title, summary, avatarUrl, emoji, meta, active, onOpen, actions }: ItemRowProps) {
  const avatar = safeUrl(avatarUrl);
  return (
    <li style={{ listStyle: 'none', display: 'flex', gap: 4, alignItems: 'center' }}>
      <button type="button" className={`${styles.listItem} ${active ? styles.listItemActive : ''}`} aria-current={active ? 'true' : undefined} onClick={onOpen}>
        {avatar ? <img className={styles.thumb} src={avatar} alt="" loading="lazy" /> : <span className={styles.thumb} aria-hidden>{emoji || <FileTextOutlined style={{ fontSize: 24, color: '#64748b' }} />}</span>}
        <span style={{ display: 'grid', gap: 2, minWidth: 0, flex: 1 }}>
          <Typography.Text strong className={styles.clamp2} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography.Text>
          {summary ? (
            <Typography.Text type="secondary" className={styles.clamp2} style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
              {summary}
            </Typography.Text>
          ) : null}
          {meta ? <span style={{ fontSize: 12, color: '#64748b' }}>{meta}</span> : null}
        </span>
      </button>
      {actions}
    </li>
  );
}
