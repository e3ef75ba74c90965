import { SoundOutlined } from '@ant-design/icons';
import type { ContentType } from '@k9/domain/content/content.types';
import { Button } from 'antd';
import { useFormToast } from '../../../app/use-form-toast';
import { bulkVoiceSource } from '../content-ai-queue';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';
import { useEnqueue } from './use-enqueue';

/**
 * Bulk voice over the selection (spec 3 §5): the server queues the records without audio that have detail and says why
 * it left the others out; their progress shows in the voice queue.
 */
export function BulkVoice({ ids, tab }: { ids: readonly number[]; tab: ContentType }) {
  const { enqueue, isLoading } = useEnqueue('content-ai-bulk-voice');
  const toast = useFormToast('content-ai-bulk-voice-selection');
  const run = () => {
    if (ids.length === 0) return toast.warning(TEXT.selectFirst);
    void enqueue('voice', [...ids], { source: bulkVoiceSource(tab) });
  };
  return (
    <Button icon={<SoundOutlined />} loading={isLoading} onClick={run}>
      {ids.length ? `${TEXT.bulkVoice} (${ids.length})` : TEXT.bulkVoice}
    </Button>
  );
}
