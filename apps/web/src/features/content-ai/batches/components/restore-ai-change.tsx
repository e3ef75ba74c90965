import type { AuditEntry } from '@k9/contracts';
import { Button, Popconfirm } from 'antd';
import { errorStatus, failureMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useUpdateContentMutation } from '../../../content/content.api';
import { restorePlan } from '../ai-restore';
import { AI_BATCH_TEXT as TEXT } from '../ai-batch.messages';

/**
 * 'Khôi phục' on an AI change of a record's history (issue 35 §1 Improve Detail: the old text can be restored): the
 * values before it go back through the form's own save, with If-Match on the newest version the history shows, so a
 * record changed since is not overwritten (412).
 */
export function RestoreAiChange({ recordId, entries, entry }: { recordId: number; entries: readonly AuditEntry[]; entry: AuditEntry }) {
  const [update, { isLoading }] = useUpdateContentMutation();
  const toast = useFormToast(`content-restore-${recordId}`);
  const restore = async () => {
    const plan = restorePlan(entries, entry.position);
    if (!plan.ok) return toast.error(plan.reason);
    const version = Math.max(...entries.map((each) => each.version));
    try {
      await update({ body: { id: recordId, ...plan.changes }, version }).unwrap();
      toast.success(TEXT.restored);
    } catch (error) {
      toast.error(errorStatus(error) === 412 ? TEXT.restoreStale : failureMessage(TEXT.restoreFailed, error));
    }
  };
  return (
    <Popconfirm title={TEXT.restoreConfirm} okText={TEXT.restore} cancelText={TEXT.cancel} onConfirm={() => void restore()}>
      <Button size="small" type="link" loading={isLoading} aria-label={`${TEXT.restore} #${entry.position}`}>
        {TEXT.restore}
      </Button>
    </Popconfirm>
  );
}
