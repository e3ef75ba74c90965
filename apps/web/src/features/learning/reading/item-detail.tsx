import type { LearnerContentRecord } from '@k9/contracts';
import { Alert, Button, Divider, Image, Result, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef } from 'react';
import { errorStatus } from '../../../api/errors';
import { TIME_ZONE } from '../../../app/datetime';
import { SafeMarkdown, SandboxedHtml } from '../../content/content-management/components/safe-html';
import { useLearnerItemQuery } from '../learning.api';
import { BookmarkButton, ReadMarkButton } from '../marks/mark-buttons';
import { bookmarkListOf } from '../marks/marks';
import { FileList } from './file-list';
import { READING_TEXT as T } from './reading.messages';
import { RestrictedView } from './restricted-view';
import { ShareButton } from './share-button';
import { tocOf } from './toc';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** Read marks are kept for the theory and resource lists (spec 2 §4.4: read_items_stream). */
const READ_MARK_TYPES = new Set(['news', 'longForm', 'caseTraining']);

function Diagrams({ item }: { item: LearnerContentRecord }) {
  const html = item.diagramMode === 'html';
  const codes = html ? item.diagramHtmlCode : item.diagramUrl;
  if (!codes.length) return null;
  return (
    <section aria-label={T.diagrams} style={{ display: 'grid', gap: 12 }}>
      <Divider titlePlacement="start">{T.diagrams}</Divider>
      {codes.map((code, index) => (
        <figure key={index} style={{ margin: 0 }}>
          {html ? <SandboxedHtml html={code} title={`${T.diagrams} ${index + 1}`} /> : <Image src={code} alt={`${T.diagrams} ${index + 1}`} style={{ maxWidth: '100%' }} />}
          {item.diagramNote[index] ? <figcaption style={{ color: '#6b7280', marginTop: 4 }}>{item.diagramNote[index]}</figcaption> : null}
        </figure>
      ))}
    </section>
  );
}

/** The body of an item a learner may read: text sanitised, HTML sandboxed, media and files. */
export function ItemBody({ item, shareLink }: { item: LearnerContentRecord; shareLink: string }) {
  const detailRef = useRef<HTMLDivElement>(null);
  const toc = useMemo(() => (item.hasTitle ? tocOf(item.detail) : []), [item.hasTitle, item.detail]);
  const scrollTo = (index: number) => detailRef.current?.querySelectorAll(HEADINGS)[index]?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <article aria-label={item.title} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {item.emoji ? `${item.emoji} ` : ''}
        {item.title}
      </Typography.Title>
      <Space size={[6, 6]} wrap>
        {item.category ? <Tag color="blue">{item.category}</Tag> : null}
        {item.tag1 ? <Tag color="cyan">{item.tag1}</Tag> : null}
        {item.tag2 ? <Tag color="purple">{item.tag2}</Tag> : null}
        <Tag>{`${T.createdAt}: ${dayjs(item.createdAt).tz(TIME_ZONE).format('DD/MM/YYYY HH:mm')}`}</Tag>
      </Space>
      <Space size={[6, 6]} wrap>
        <ShareButton link={shareLink} withLabel />
        <BookmarkButton list={bookmarkListOf(item.type)} itemId={item.id} size="middle" />
        {READ_MARK_TYPES.has(item.type) ? <ReadMarkButton itemId={item.id} size="middle" /> : null}
      </Space>
      {item.avatarUrl ? <Image src={item.avatarUrl} alt={item.title} style={{ maxHeight: 320, objectFit: 'cover' }} /> : null}
      {item.summary ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, fontStyle: 'italic' }} aria-label={T.summary}>
          {item.summary}
        </Typography.Paragraph>
      ) : null}
      {toc.length ? (
        <nav aria-label={T.toc} style={{ background: '#f8fafc', border: '1px solid #e5e7eb', borderRadius: 8, padding: '8px 12px' }}>
          <Typography.Text strong>{T.toc}</Typography.Text>
          <ol style={{ listStyle: 'none', margin: '6px 0 0', padding: 0 }}>
            {toc.map((entry, index) => (
              <li key={index} style={{ paddingLeft: (entry.level - 1) * 14 }}>
                <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => scrollTo(index)}>
                  {entry.text}
                </Button>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div ref={detailRef} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {item.detail ? <SafeMarkdown text={item.detail} label={item.title} /> : null}
      </div>
      {item.imgUrls.length ? (
        <section aria-label={T.images}>
          <Divider titlePlacement="start">{T.images}</Divider>
          <Image.PreviewGroup>
            <Space wrap>
              {item.imgUrls.map((url) => (
                <Image key={url} src={url} alt={T.images} width={160} />
              ))}
            </Space>
          </Image.PreviewGroup>
        </section>
      ) : null}
      {item.videoUrl ? <video src={item.videoUrl} controls preload="metadata" style={{ maxWidth: '100%', maxHeight: 420 }} aria-label={T.video} /> : null}
      {item.fileUrls.length ? (
        <section aria-label={T.files}>
          <Divider titlePlacement="start">{T.files}</Divider>
          <FileList urls={item.fileUrls} />
        </section>
      ) : null}
      <Diagrams item={item} />
    </article>
  );
}

/** One item by id, as the server lets this learner read it: the item, the restricted view (403) or not found (404). */
export function ItemDetail({ id, shareLinkOf }: { id: number; shareLinkOf: (id: number) => string }) {
  const { data, error, isFetching, refetch } = useLearnerItemQuery(id);
  const status = errorStatus(error);
  if (status === 403) return <RestrictedView />;
  if (status === 404 || status === 400) return <Result status="404" title={T.notFound} />;
  if (error && !data)
    return (
      <Alert
        type="error"
        showIcon
        title={T.loadFailed}
        action={
          <Button size="small" onClick={() => void refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  if (!data || (data.id !== id && isFetching)) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <ItemBody item={data} shareLink={shareLinkOf(id)} />;
}

