import type { LearnerContentRecord } from '@k9/contracts';
import type { ContentType } from '@k9/domain';
import { Button, Divider, Image, Result, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef, type ReactNode } from 'react';
import { errorStatus } from '../../../api/errors';
import { TIME_ZONE } from '../../../app/datetime';
import { LoadFailure } from '../../../app/load-failure';
import { SandboxedHtml } from '../../content/content-management/components/safe-html';
import { LearnerMarkdown } from '../areas/shared/safe-markdown';
import { safeUrl } from '../areas/shared/safe-url';
import { useLearnerItemQuery } from '../learning.api';
import { BookmarkButton, ReadMarkButton } from '../marks/mark-buttons';
import { bookmarkListOf } from '../marks/marks';
import { LazyQuizBlock } from '../quiz/lazy-quiz-block';
import { hasQuestions } from '../quiz/quiz-block.rules';
import { FileList } from './file-list';
import { READING_TEXT as T } from './reading.messages';
import { RecordImage } from './record-image';
import { RelatedItems } from './related-items';
import { RestrictedView } from './restricted-view';
import { ShareButton } from './share-button';
import { tocOf } from './toc';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** Read marks are kept for the theory and resource lists (spec 2 §4.4: read_items_stream). */
const READ_MARK_TYPES = new Set(['news', 'longForm', 'caseTraining']);
/** Items whose quizzes learners take (issue 14): case training in the case history, the others in the question history. */
const QUIZ_TYPES = new Set(['caseTraining', 'news', 'longForm', 'home']);

function Diagrams({ item }: { item: LearnerContentRecord }) {
  const html = item.diagramMode === 'html';
  // HTML diagrams run sandboxed; image diagrams only from web addresses or this site.
  const codes = html ? item.diagramHtmlCode : item.diagramUrl.map((url) => safeUrl(url) ?? '');
  if (!codes.length) return null;
  return (
    <section aria-label={T.diagrams} style={{ display: 'grid', gap: 12 }}>
      <Divider titlePlacement="start">{T.diagrams}</Divider>
      {codes.map((code, index) => (
        <figure key={index} style={{ margin: 0 }}>
          {html ? <SandboxedHtml html={code} title={`${T.diagrams} ${index + 1}`} /> : code ? <RecordImage src={code} alt={`${T.diagrams} ${index + 1}`} style={{ maxWidth: '100%' }} /> : null}
          {item.diagramNote[index] ? <figcaption style={{ color: '#4b5563', marginTop: 4 }}>{item.diagramNote[index]}</figcaption> : null}
        </figure>
      ))}
    </section>
  );
}

/** The body of an item a learner may read: text sanitised, HTML sandboxed, media and files. */
export function ItemBody({ item, shareLink, extra }: { item: LearnerContentRecord; shareLink: string; extra?: ReactNode }) {
  const detailRef = useRef<HTMLDivElement>(null);
  const toc = useMemo(() => (item.hasTitle ? tocOf(item.detail) : []), [item.hasTitle, item.detail]);
  // Addresses an editor or an import wrote: only web addresses and this site's paths reach src or href.
  const urls = (list: readonly string[]) => list.map(safeUrl).filter((url): url is string => url !== null);
  const images = urls(item.imgUrls);
  const files = urls(item.fileUrls);
  const video = safeUrl(item.videoUrl);
  const avatar = safeUrl(item.avatarUrl);
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
      {extra ? <div style={{ justifySelf: 'start', maxWidth: '100%' }}>{extra}</div> : null}
      {avatar ? <RecordImage src={avatar} alt={item.title} style={{ maxHeight: 320, objectFit: 'cover' }} /> : null}
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
        {item.detail ? <LearnerMarkdown text={item.detail} label={item.title} /> : null}
      </div>
      {images.length ? (
        <section aria-label={T.images}>
          <Divider titlePlacement="start">{T.images}</Divider>
          <Image.PreviewGroup>
            <Space wrap>
              {images.map((url, index) => (
                <RecordImage key={url} src={url} alt={`${item.title} (${index + 1})`} width={160} />
              ))}
            </Space>
          </Image.PreviewGroup>
        </section>
      ) : null}
      {video ? <video src={video} controls preload="metadata" style={{ maxWidth: '100%', maxHeight: 420 }} aria-label={T.video} /> : null}
      {files.length ? (
        <section aria-label={T.files}>
          <Divider titlePlacement="start">{T.files}</Divider>
          <FileList urls={files} />
        </section>
      ) : null}
      <Diagrams item={item} />
      {QUIZ_TYPES.has(item.type) && hasQuestions(item.questionContent) ? (
        <LazyQuizBlock key={item.id} quizId={item.id} history={item.type === 'caseTraining' ? 'case' : 'question'} quiz={item.questionContent} />
      ) : null}
      <RelatedItems item={item} />
    </article>
  );
}

type DetailProps = {
  id: number;
  shareLinkOf: (id: number) => string;
  /** The area's type: a record of another type reads as not found (an address pointing at the wrong tab). */
  type?: ContentType;
  /** What the area adds under the actions (a story's player). */
  extra?: (item: LearnerContentRecord) => ReactNode;
};

/** One item by id, as the server lets this learner read it: the item, the restricted view (403) or not found (404). */
export function ItemDetail({ id, shareLinkOf, type, extra }: DetailProps) {
  const { data, error, isFetching, refetch } = useLearnerItemQuery(id);
  const status = errorStatus(error);
  if (status === 403) return <RestrictedView />;
  if (status === 404 || status === 400) return <Result status="404" title={T.notFound} />;
  if (error && !data) return <LoadFailure error={error} fallback={T.loadFailed} onRetry={refetch} />;
  if (!data || (data.id !== id && isFetching)) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (type && data.type !== type) return <Result status="404" title={T.notFound} />;
  return <ItemBody item={data} shareLink={shareLinkOf(id)} extra={extra?.(data)} />;
}

