import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useFormToast } from '../../../app/use-form-toast';
import { READING_TEXT as T } from './reading.messages';

/** Copies a link (tab, program and item: spec 2 §2.1) to the clipboard. */
export function ShareButton({ link, size = 'small', withLabel = false }: { link: string; size?: 'small' | 'middle'; withLabel?: boolean }) {
  const toast = useFormToast('learner-share');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(T.shareCopied);
    } catch {
      toast.error(T.shareFailed);
    }
  };
  return (
    // A native title, not a Tooltip: a list draws one per row.
    <Button
      size={size}
      type={withLabel ? 'default' : 'text'}
      aria-label={T.share}
      title={T.share}
      icon={<ShareAltOutlined />}
      onClick={(event) => {
        event.stopPropagation();
        void copy();
      }}
    >
      {withLabel ? T.share : null}
    </Button>
  );
}
