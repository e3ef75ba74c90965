import { ApartmentOutlined, PictureOutlined, RobotOutlined, SoundOutlined } from '@ant-design/icons';
import type { ContentAiQueue } from '@k9/domain/content-ai/content-ai.types';
import { Button, Dropdown } from 'antd';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { queueCounts } from '../content-ai-queue';
import { useContentAiQueueQuery } from '../content-ai.api';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';
import { AI_BATCH_TEXT } from '../batches/ai-batch.messages';
import type { GenerationSettings } from './generation-settings-modals';

// The modals load when first opened: the table's screen starts with less code to run.
const QueueModal = lazy(() => import('./queue-modal').then((m) => ({ default: m.QueueModal })));
const GenerationSettingsModals = lazy(() => import('./generation-settings-modals').then((m) => ({ default: m.GenerationSettingsModals })));
const PromptSettingsModal = lazy(() => import('../batches/components/prompt-settings-modal').then((m) => ({ default: m.PromptSettingsModal })));

const SETTINGS_MENU: Array<{ key: GenerationSettings | 'prompt'; label: string }> = [
  { key: 'voice', label: TEXT.voiceTitle },
  { key: 'image', label: TEXT.imageTitle },
  { key: 'diagram', label: TEXT.diagramTitle },
  { key: 'prompt', label: AI_BATCH_TEXT.promptSettings },
];

/** A queue's button, with how many of its tasks run or wait when there are any. */
function QueueButton({ queue, icon, onOpen }: { queue: ContentAiQueue; icon: ReactNode; onOpen: () => void }) {
  const { total } = queueCounts(useContentAiQueueQuery(queue).data);
  return (
    <Button icon={icon} onClick={onOpen}>
      {total ? `${TEXT.queueButton[queue]} (${total})` : TEXT.queueButton[queue]}
    </Button>
  );
}

/** The content screen's way to the generation queues (spec 3 screen 1: the image, diagram and voice queue modals) and their settings. */
export function ContentAiToolbar() {
  const [queue, setQueue] = useState<ContentAiQueue | null>(null);
  const [settings, setSettings] = useState<GenerationSettings | 'prompt' | null>(null);
  return (
    <>
      <QueueButton queue="image" icon={<PictureOutlined />} onOpen={() => setQueue('image')} />
      <QueueButton queue="diagram" icon={<ApartmentOutlined />} onOpen={() => setQueue('diagram')} />
      <QueueButton queue="voice" icon={<SoundOutlined />} onOpen={() => setQueue('voice')} />
      <Dropdown menu={{ items: SETTINGS_MENU, onClick: ({ key }) => setSettings(key as GenerationSettings | 'prompt') }}>
        <Button icon={<RobotOutlined />}>{TEXT.settingsMenu}</Button>
      </Dropdown>
      <Suspense fallback={null}>
        {queue ? <QueueModal queue={queue} onClose={() => setQueue(null)} /> : null}
        {settings && settings !== 'prompt' ? <GenerationSettingsModals open={settings} onClose={() => setSettings(null)} /> : null}
        {settings === 'prompt' ? <PromptSettingsModal open onClose={() => setSettings(null)} /> : null}
      </Suspense>
    </>
  );
}
