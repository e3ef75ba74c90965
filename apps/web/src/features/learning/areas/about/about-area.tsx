import { ReadOutlined, StarFilled } from '@ant-design/icons';
import type { ContentListItem } from '@k9/contracts';
import { Card, Modal, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import type { AreaProps } from '../area-props';
import { AreaEmpty, AreaLoading } from '../shared/area-states';
import styles from '../shared/areas.module.css';
import { safeUrl } from '../shared/safe-url';
import { useLearnerListQuery } from '../../learning.api';
import { ItemDetail } from '../../reading/item-detail';
import { listQuery } from '../../reading/list-query';
import { ABOUT_TEXT as T } from './about.messages';
import { orderHomeItems } from './home-order';
import { FLOATING_ROOM } from '../shared/layout';
import { LoadFailure } from '../../../../app/load-failure';

// Every home item at once: they are ordered here by their home-only fields, not by id.
const PAGE_SIZE = 500;

function HomeCard({ item, onOpen }: { item: ContentListItem; onOpen: () => void }) {
  const avatar = safeUrl(item.avatarUrl);
  const category = item.homeCategory && item.homeCategory in T.homeCategory ? T.homeCategory[item.homeCategory as keyof typeof T.homeCategory] : null;
  return (
    <li style={{ listStyle: 'none' }}>
      <Card
        hoverable
        role="button"
        tabIndex={0}
        aria-label={T.open(item.title)}
        onClick={onOpen}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onOpen();
          }
        }}
        style={{ height: '100%' }}
        styles={{ body: { padding: 14, display: 'grid', gap: 6 } }}
        cover={
          avatar ? (
            <img src={avatar} alt={item.title} loading="lazy" style={{ height: 160, objectFit: 'cover' }} />
          ) : (
            <div aria-hidden style={{ height: 96, display: 'grid', placeItems: 'center', fontSize: 40, background: 'linear-gradient(135deg, #dbeafe, #ede9fe)' }}>
              {item.emoji || <ReadOutlined style={{ color: '#1d4ed8' }} />}
            </div>
          )
        }
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {item.featured ? (
            <Tag color="gold" icon={<StarFilled />}>
              {T.featured}
            </Tag>
          ) : null}
          {category && item.homeCategory !== 'featured' ? <Tag>{category}</Tag> : null}
        </div>
        <Typography.Text strong className={styles.clamp2} style={{ fontSize: 16, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography.Text>
        {item.summary ? (
          <Typography.Text type="secondary" className={styles.clamp3} style={{ overflowWrap: 'anywhere' }}>
            {item.summary}
          </Typography.Text>
        ) : null}
      </Card>
    </li>
  );
}

/**
 * The 'Về {product}' tab: items of type home as cards (picture, title, summary), featured first, then by home category,
 * display order and priority; a card opens the item's detail (sanitised markdown).
 */
export function AboutArea({ program, openItemId, onOpenItem, narrow, shareLinkOf }: AreaProps) {
  const list = useLearnerListQuery({ type: 'home', query: listQuery({ program }, { pageSize: PAGE_SIZE, facets: false }) });
  const items = useMemo(() => orderHomeItems(list.data?.data ?? []), [list.data]);

  let body;
  if (list.isLoading) body = <AreaLoading />;
  else if (list.error) body = <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  else if (items.length === 0) body = <AreaEmpty text={T.empty} />;
  else {
    body = (
      <ul
        aria-label={T.list}
        style={{ display: 'grid', gridTemplateColumns: narrow ? '1fr' : 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16, margin: 0, padding: 0 }}
      >
        {items.map((item) => (
          <HomeCard key={item.id} item={item} onOpen={() => onOpenItem(item.id)} />
        ))}
      </ul>
    );
  }

  return (
    <div data-area="home" style={{ paddingBottom: narrow ? FLOATING_ROOM : 0 }}>
      {body}
      <Modal
        open={openItemId !== null}
        title={T.title}
        onCancel={() => onOpenItem(null)}
        footer={null}
        width={narrow ? '100%' : 900}
        style={narrow ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
        destroyOnHidden
      >
        {openItemId !== null ? <ItemDetail id={openItemId} type="home" shareLinkOf={shareLinkOf} /> : null}
      </Modal>
    </div>
  );
}
