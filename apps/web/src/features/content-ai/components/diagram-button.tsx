import { ApartmentOutlined } from '@ant-design/icons';
import type { ContentListItem } from '@k9/contracts/content/content.types';
import { diagramButton } from '@k9/domain/content-ai/rules/row-buttons';
import type { DiagramMode } from '@k9/domain/content/content.types';
import { Button, Dropdown, Tooltip } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { diagramChoices } from '../content-ai-diagram';
import { presenceOf, queueableRow, type QueueableRow } from '../content-ai-queue';
import { useContentAiQueueQuery } from '../content-ai.api';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';
import { useEnqueue } from './use-enqueue';

// Loads when a diagram is first queued from a row: the table's screen starts with less code to run.
const DiagramProgressModal = lazy(() => import('./diagram-progress-modal').then((m) => ({ default: m.DiagramProgressModal })));

type Row = QueueableRow & Pick<ContentListItem, 'id' | 'title'>;

/**
 * The diagram button (spec 3 §4): 'Thêm vào hàng đợi', then 'Đã trong hàng đợi'; disabled once the record has a
 * diagram of either kind. It asks which kind (Kroki image or HTML), each refused with spec 3 §5's reason (no detail,
 * the other kind there, no Kroki on this server), queues it, and opens the progress modal of the task it made.
 */
export function DiagramButton({ row }: { row: Row }) {
  const { presence, krokiUnavailable } = useContentAiQueueQuery('diagram', {
    selectFromResult: ({ data }) => ({ presence: presenceOf(data, row.id), krokiUnavailable: data?.krokiUnavailable ?? null }),
  });
  const { enqueue, isLoading } = useEnqueue('content-ai-diagram');
  const [progress, setProgress] = useState<string | null>(null);
  const record = queueableRow(row);
  const button = diagramButton(record, presence);
  const items = diagramChoices(record, krokiUnavailable).map(({ mode, refusal }) => ({
    key: mode,
    disabled: refusal !== null,
    label: refusal ? (
      <Tooltip title={refusal} placement="left">
        <span>{TEXT.diagramMode[mode]}</span>
      </Tooltip>
    ) : (
      TEXT.diagramMode[mode]
    ),
  }));
  const queue = async (mode: DiagramMode) => {
    const [taskId] = (await enqueue('diagram', [row.id], { mode })) ?? [];
    if (taskId) setProgress(taskId);
  };
  return (
    <>
      <Dropdown trigger={['click']} disabled={button.disabled} menu={{ items, onClick: ({ key }) => void queue(key as DiagramMode) }}>
        <Button size="small" icon={<ApartmentOutlined />} aria-label={`${TEXT.diagram} ${row.id}`} title={TEXT.chooseDiagramMode} disabled={button.disabled} loading={isLoading}>
          {button.label}
        </Button>
      </Dropdown>
      <Suspense fallback={null}>{progress ? <DiagramProgressModal taskId={progress} title={row.title} onClose={() => setProgress(null)} /> : null}</Suspense>
    </>
  );
}
