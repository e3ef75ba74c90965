import { LinkOutlined } from '@ant-design/icons';
import type { LearnerContentRecord } from '@k9/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Divider } from 'antd';
import { itemLink } from '../home/home-address';
import { useLearnerRelatedQuery } from '../learning.api';
import { READING_TEXT as T } from './reading.messages';

/** The items that belong with this one (same cid): each opens /home?tab=stream&item={id} in a new tab (spec 2 §2.1). */
export function RelatedItems({ item }: { item: LearnerContentRecord }) {
  const { data } = useLearnerRelatedQuery(item.cid ? { cid: item.cid, type: item.type } : skipToken);
  const others = (data ?? []).filter((other) => other.id !== item.id);
  if (!others.length) return null;
  return (
    <section aria-label={T.related}>
      <Divider titlePlacement="start">{T.related}</Divider>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {others.map((other) => (
          <li key={other.id}>
            <a href={itemLink(window.location.origin, other.id)} target="_blank" rel="noopener noreferrer">
              <LinkOutlined aria-hidden /> {other.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
