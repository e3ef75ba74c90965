import { DeleteOutlined, EditOutlined, HistoryOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { ContentRecord } from '@k9/contracts';
import { contentValueLabel } from '@k9/domain/content/content-labels';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Descriptions, Divider, Image, Modal, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { failureMessage } from '../../../../api/errors';
import { TIME_ZONE } from '../../../../app/datetime';
import { useFormToast } from '../../../../app/use-form-toast';
import { LoadFailure } from '../../../../app/load-failure';
import { useGetContentQuery, usePatchContentMutation } from '../../content.api';
import { classesLabel } from '../bulk-actions';
import { CM_TEXT } from '../content-management.messages';
import { CONTENT_DETAIL_TEXT as T, CONTENT_MEDIA_TEXT as M } from '../content-forms.messages';
import { AudioPlayer } from './audio-player';
import { DiagramPanel } from './diagram-panel';
import { FileName } from '../../../learning/reading/file-name';
import { SafeMarkdown } from './safe-html';

/** Spec 3 screen 1: created date as dd/mm/yyyy hh:mm. */
const createdAt = (iso: string) => dayjs(iso).tz(TIME_ZONE).format('DD/MM/YYYY HH:mm');

type Props = {
  id: number | null;
  classNames: ReadonlyMap<number, string>;
  onClose: () => void;
  onEdit: (record: ContentRecord) => void;
  onQuiz: (id: number) => void;
  onHistory: (record: ContentRecord) => void;
};

/** The record detail view (width 1200): every part spec 3 screen 1 lists; text sanitised, diagram HTML sandboxed. */
export function ContentDetailModal({ id, classNames, onClose, onEdit, onQuiz, onHistory }: Props) {
  const { data: record, error, refetch, isLoading } = useGetContentQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  const toast = useFormToast('content-detail');
  const [patch, patchState] = usePatchContentMutation();

  const removeAvatar = async (target: ContentRecord) => {
    try {
      await patch({ id: target.id, avatarUrl: null }).unwrap();
      toast.success(M.avatarRemoved);
    } catch (failure) {
      toast.error(failureMessage(M.removeAvatarFailed, failure));
    }
  };

  const shown = record && record.id === id ? record : null;
  return (
    <Modal
      title={id !== null ? T.title(id) : ''}
      open={id !== null}
      onCancel={onClose}
      footer={
        shown ? (
          <Space wrap>
            <Button icon={<HistoryOutlined />} onClick={() => onHistory(shown)}>
              {T.history}
            </Button>
            <Button icon={<QuestionCircleOutlined />} onClick={() => onQuiz(shown.id)}>
              {T.quiz}
            </Button>
            <Button type="primary" icon={<EditOutlined />} onClick={() => onEdit(shown)}>
              {T.edit}
            </Button>
          </Space>
        ) : null
      }
      width={1200}
      destroyOnHidden
    >
      {error ? <LoadFailure error={error} fallback={CM_TEXT.loadFailedPlain} onRetry={refetch} /> : null}
      {isLoading || (!shown && !error) ? <Spin /> : null}
      {shown ? (
        <article aria-label={shown.title} style={{ display: 'grid', gap: 12 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {shown.emoji ? `${shown.emoji} ` : ''}
            {shown.title}
          </Typography.Title>
          <Space size={[6, 6]} wrap>
            {shown.category ? <Tag color="blue">{`${T.category}: ${shown.category}`}</Tag> : null}
            <Tag color={shown.status === 'published' ? 'green' : undefined}>{`${T.status}: ${CM_TEXT.status[shown.status]}`}</Tag>
            <Tag>{`${T.createdAt}: ${createdAt(shown.createdAt)}`}</Tag>
            {shown.source ? <Tag>{`${T.source}: ${shown.source}`}</Tag> : null}
            {shown.sentiment ? <Tag>{`${T.sentiment}: ${contentValueLabel('sentiment', shown.sentiment)}`}</Tag> : null}
            {shown.impact ? <Tag>{`${T.impact}: ${contentValueLabel('impact', shown.impact)}`}</Tag> : null}
            {shown.duration ? <Tag>{`${T.duration}: ${shown.duration}`}</Tag> : null}
            {shown.storyType ? <Tag>{`${T.storyType}: ${shown.storyType}`}</Tag> : null}
            {shown.tag4.map((program) => (
              <Tag key={program} color="geekblue">
                {program}
              </Tag>
            ))}
            <Tag>{`${T.visibility}: ${shown.isPublic ? CM_TEXT.public : CM_TEXT.private} · ${classesLabel(shown.allowed_user_class, classNames)}`}</Tag>
          </Space>

          {shown.avatarUrl ? (
            <section aria-label={T.avatar}>
              <Space align="start">
                <Image src={shown.avatarUrl} alt={T.avatar} width={240} />
                <Button danger icon={<DeleteOutlined />} loading={patchState.isLoading} onClick={() => void removeAvatar(shown)}>
                  {M.removeAvatar}
                </Button>
              </Space>
            </section>
          ) : null}

          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={T.summary}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{shown.summary || T.empty}</Typography.Paragraph>
            </Descriptions.Item>
            {shown.audioText ? (
              <Descriptions.Item label={T.audioText}>
                <Typography.Paragraph ellipsis={{ rows: 6, expandable: true }} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {shown.audioText}
                </Typography.Paragraph>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={T.audio}>
              <AudioPlayer url={shown.audioUrl} label={T.audio} />
            </Descriptions.Item>
          </Descriptions>

          <Divider titlePlacement="start">{T.detail}</Divider>
          {shown.detail ? <SafeMarkdown text={shown.detail} label={T.detail} /> : <Typography.Text type="secondary">{T.empty}</Typography.Text>}

          {shown.imgUrls.length || shown.videoUrl ? (
            <>
              <Divider titlePlacement="start">{`${T.images} / ${T.video}`}</Divider>
              <Image.PreviewGroup>
                <Space wrap>
                  {shown.imgUrls.map((url) => (
                    <Image key={url} src={url} alt={T.images} width={160} />
                  ))}
                </Space>
              </Image.PreviewGroup>
              {shown.videoUrl ? <video src={shown.videoUrl} controls preload="metadata" style={{ maxWidth: '100%', maxHeight: 420 }} aria-label={T.video} /> : null}
            </>
          ) : null}

          {shown.fileUrls.length ? (
            <>
              <Divider titlePlacement="start">{T.files}</Divider>
              <ul>
                {shown.fileUrls.map((url) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      <FileName url={url} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}

          {shown.diagramUrl.length || shown.diagramHtmlCode.length ? (
            <>
              <Divider titlePlacement="start">{T.diagrams}</Divider>
              <DiagramPanel record={shown} />
            </>
          ) : null}
        </article>
      ) : null}
    </Modal>
  );
}
