import { LockOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { ContentType } from '@k9/domain';
import { Alert, Image, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorCode, errorMessage, errorStatus } from '../../../../api/errors';
import { formatDateTime } from '../../../../app/datetime';
import { useGetContentQuery } from '../../../content/content.api';
import { AreaError, AreaLoading } from './area-states';
import { AREA_TEXT as T } from './areas.messages';
import { LearnerMarkdown } from './safe-markdown';
import { useLearnerChanges } from './use-learner-changes';
import { fileNameOf, isPlayableVideo, safeUrl } from './safe-url';

/** The fields of a record every reader gets (an admin's full record or a learner's view). */
export type ReadableItem = {
  id: number;
  type: ContentType;
  title: string;
  summary: string;
  detail: string;
  category: string | null;
  emoji: string | null;
  avatarUrl: string | null;
  imgUrls: string[];
  videoUrl: string | null;
  fileUrls: string[];
  audioUrl: string | null;
  createdAt: string;
};

/** Images (with a zoomed preview), the video (played here when it is a file, else a link) and attached files. */
export function ItemMedia({ item }: { item: Pick<ReadableItem, 'title' | 'imgUrls' | 'videoUrl' | 'fileUrls'> }) {
  const images = item.imgUrls.map(safeUrl).filter((url): url is string => url !== null);
  const video = safeUrl(item.videoUrl);
  const files = item.fileUrls.map(safeUrl).filter((url): url is string => url !== null);
  return (
    <>
      {video ? (
        <section aria-label={T.video}>
          {isPlayableVideo(video) ? (
            <video src={video} controls preload="metadata" style={{ width: '100%', maxHeight: 420, borderRadius: 8, background: '#000' }} />
          ) : (
            <Typography.Link href={video} target="_blank" rel="noopener noreferrer">
              {T.openVideo}
            </Typography.Link>
          )}
        </section>
      ) : null}
      {images.length ? (
        <section aria-label={T.images} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Image.PreviewGroup>
            {images.map((url, index) => (
              <Image key={url} src={url} alt={`${item.title} (${index + 1})`} width={120} height={90} style={{ objectFit: 'cover', borderRadius: 6 }} />
            ))}
          </Image.PreviewGroup>
        </section>
      ) : null}
      {files.length ? (
        <section aria-label={T.attachments}>
          <Typography.Text strong>{T.attachments}</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {files.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <PaperClipOutlined /> {fileNameOf(url)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** One record as a learner reads it: title, category, date, picture, summary, media, then its detail (sanitised markdown). */
export function ItemView({ item, extra }: { item: ReadableItem; extra?: ReactNode }) {
  const avatar = safeUrl(item.avatarUrl);
  return (
    <article aria-label={item.title} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {item.emoji ? `${item.emoji} ` : ''}
        {item.title}
      </Typography.Title>
      <Space wrap size={[8, 4]}>
        {item.category ? <Tag color="blue">{item.category}</Tag> : null}
        <Typography.Text type="secondary">
          {T.createdAt}: {formatDateTime(item.createdAt)}
        </Typography.Text>
      </Space>
      {extra ? <div style={{ justifySelf: 'start', maxWidth: '100%' }}>{extra}</div> : null}
      {avatar ? <img src={avatar} alt={item.title} style={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 8 }} /> : null}
      {item.summary ? (
        <Typography.Paragraph style={{ margin: 0, fontWeight: 500, whiteSpace: 'pre-line' }}>{item.summary}</Typography.Paragraph>
      ) : null}
      <ItemMedia item={item} />
      {item.detail.trim() ? <LearnerMarkdown text={item.detail} label={item.title} /> : <Typography.Text type="secondary">{T.noDetail}</Typography.Text>}
    </article>
  );
}

/**
 * The record `id` read from the server (GET /api/k9/{id}: the learner's view, answers stripped) and shown; a record of
 * another type than the area's reads as not found, one the learner may not read shows the restricted notice.
 */
export function ItemDetail({ id, type, extra }: { id: number; type: ContentType; extra?: (item: ReadableItem) => ReactNode }) {
  const { data, error, isFetching, isLoading, refetch } = useGetContentQuery(id);
  useLearnerChanges(type, () => void refetch(), id);
  if (isLoading || (isFetching && data?.id !== id)) return <AreaLoading />;
  if (error) {
    if (errorCode(error) === 'CONTENT_RESTRICTED' || errorStatus(error) === 403) {
      return <Alert type="warning" showIcon icon={<LockOutlined />} title={errorMessage(error, T.restricted)} />;
    }
    if (errorStatus(error) === 404) return <Alert type="info" showIcon title={T.notFound} />;
    return <AreaError error={error} onRetry={() => void refetch()} />;
  }
  if (!data || data.type !== type) return <Alert type="info" showIcon title={T.notFound} />;
  const item = data as unknown as ReadableItem;
  return <ItemView item={item} extra={extra?.(item)} />;
}
