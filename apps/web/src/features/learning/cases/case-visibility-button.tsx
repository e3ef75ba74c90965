import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { LearnerCaseRecord } from '@k9/contracts';
import { Button } from 'antd';
import { refusalMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useSetCaseVisibilityMutation } from './case-builder.api';
import { CASE_TEXT as T } from './case-builder.messages';

/** Hides one's case from the list (spec 2 §7.2's `show`), or shows a hidden one again; a made case only. */
export function CaseVisibilityButton({ record }: { record: LearnerCaseRecord }) {
  const [setVisibility, { isLoading }] = useSetCaseVisibilityMutation();
  const toast = useFormToast('case-visibility');
  if (record.status !== 'created') return null;
  const toggle = async () => {
    try {
      await setVisibility({ id: record.id, show: !record.show }).unwrap();
      toast.success(record.show ? T.hidden : T.shownAgain);
    } catch (error) {
      toast.error(refusalMessage(error, T.visibilityFailed));
    }
  };
  return (
    <Button icon={record.show ? <EyeInvisibleOutlined /> : <EyeOutlined />} loading={isLoading} onClick={() => void toggle()} style={{ justifySelf: 'start' }}>
      {record.show ? T.hide : T.show}
    </Button>
  );
}
