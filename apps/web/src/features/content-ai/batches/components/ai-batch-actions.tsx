import { RobotOutlined } from '@ant-design/icons';
import { AI_BATCH_KINDS, type AiBatchKind } from '@k9/domain/content-ai/batches/ai-batch.types';
import { Button, Dropdown } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useFormToast } from '../../../../app/use-form-toast';
import { AI_BATCH_TEXT as TEXT } from '../ai-batch.messages';

// The modals load when first opened: the table's screen starts with less code to run.
const BatchStartModal = lazy(() => import('./batch-start-modal').then((m) => ({ default: m.BatchStartModal })));
const BatchProgressModal = lazy(() => import('./batch-progress-modal').then((m) => ({ default: m.BatchProgressModal })));

const MENU = AI_BATCH_KINDS.map((key) => ({ key, label: TEXT.kind[key] }));

/**
 * The AI batches over the selection (spec 3 screen 1; issue 35): 'Phân loại AI', 'Create Question', 'Improve Detail' and
 * update by content id, each asking its options, then one progress modal for the batch it started.
 */
export function AiBatchActions({ ids }: { ids: readonly number[] }) {
  const [kind, setKind] = useState<AiBatchKind | null>(null);
  const [batchId, setBatchId] = useState<string | null>(null);
  const toast = useFormToast('ai-batch-selection');
  const choose = (chosen: AiBatchKind) => {
    if (ids.length === 0) return toast.warning(chosen === 'create-question' ? TEXT.selectForQuiz : TEXT.selectRecords);
    setKind(chosen);
  };
  return (
    <>
      <Dropdown menu={{ items: MENU, onClick: ({ key }) => choose(key as AiBatchKind) }}>
        <Button icon={<RobotOutlined />}>{ids.length ? `${TEXT.menu} (${ids.length})` : TEXT.menu}</Button>
      </Dropdown>
      <Suspense fallback={null}>
        {kind ? (
          <BatchStartModal
            kind={kind}
            recordIds={[...ids]}
            onClose={() => setKind(null)}
            onStarted={(id) => {
              setKind(null);
              setBatchId(id);
            }}
          />
        ) : null}
        {batchId ? <BatchProgressModal batchId={batchId} onClose={() => setBatchId(null)} /> : null}
      </Suspense>
    </>
  );
}
