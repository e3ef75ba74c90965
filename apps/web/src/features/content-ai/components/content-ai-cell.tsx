import { PictureOutlined, SoundOutlined } from '@ant-design/icons';
import type { ContentListItem } from '@k9/contracts/content/content.types';
import type { ContentAiQueue } from '@k9/domain/content-ai/content-ai.types';
import { avatarButton, voiceButton } from '@k9/domain/content-ai/rules/row-buttons';
import type { ContentType } from '@k9/domain/content/content.types';
import { Button, Space, Tooltip } from 'antd';
import { hasAvatarButton, presenceOf, queueableRow, rowVoiceSource, type QueueableRow } from '../content-ai-queue';
import { useContentAiQueueQuery } from '../content-ai.api';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';
import { DiagramButton } from './diagram-button';
import { useEnqueue } from './use-enqueue';

/** Where the record stands in a queue: each cell reads the one cached queue, and re-renders only when its own record's place changes. */
function usePresence(queue: ContentAiQueue, id: number) {
  return useContentAiQueueQuery(queue, { selectFromResult: ({ data }) => ({ presence: presenceOf(data, id) }) }).presence;
}

type Row = QueueableRow & Pick<ContentListItem, 'id' | 'title'>;

/** The avatar and its button (spec 3 §4): 'Thêm vào hàng đợi', then 'Đã trong hàng đợi'; disabled once an avatar exists. */
function AvatarButton({ row }: { row: Row }) {
  const presence = usePresence('image', row.id);
  const { enqueue, isLoading } = useEnqueue('content-ai-avatar');
  const button = avatarButton(queueableRow(row), presence);
  return (
    <Space size={4}>
      {row.avatarUrl ? <img src={row.avatarUrl} alt={TEXT.avatarAlt(row.id)} width={28} height={28} style={{ objectFit: 'cover', borderRadius: 4 }} /> : null}
      <Tooltip title={TEXT.avatar}>
        <Button size="small" icon={<PictureOutlined />} aria-label={`${TEXT.avatar} ${row.id}`} disabled={button.disabled} loading={isLoading} onClick={() => void enqueue('image', [row.id])}>
          {button.label}
        </Button>
      </Tooltip>
    </Space>
  );
}

/** The voice button (spec 3 §4): 'Thêm vào hàng đợi' / 'Đã trong hàng đợi' / 'Đang tạo voice...'; disabled once the record has audio, or has neither audioText nor detail. */
function VoiceButton({ row }: { row: Row }) {
  const presence = usePresence('voice', row.id);
  const { enqueue, isLoading } = useEnqueue('content-ai-voice');
  const button = voiceButton(queueableRow(row), presence);
  return (
    <Tooltip title={TEXT.voice}>
      <Button size="small" icon={<SoundOutlined />} aria-label={`${TEXT.voice} ${row.id}`} disabled={button.disabled} loading={isLoading} onClick={() => void enqueue('voice', [row.id], { source: rowVoiceSource(row) })}>
        {button.label}
      </Button>
    </Tooltip>
  );
}

/** A row's generation buttons: the avatar on news rows, the diagram and the voice on every record tab. */
export function ContentAiCell({ row, tab }: { row: Row; tab: ContentType }) {
  return (
    <Space size={4} wrap={false}>
      {hasAvatarButton(tab) ? <AvatarButton row={row} /> : null}
      <DiagramButton row={row} />
      <VoiceButton row={row} />
    </Space>
  );
}
