import { DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined, TeamOutlined } from '@ant-design/icons';
import { CONTENT_MESSAGES } from '@k9/domain/content/content.messages';
import type { ContentType } from '@k9/domain/content/content.types';
import type { BulkField } from '@k9/domain/content/rules/bulk-update';
import { App, Button, Typography } from 'antd';
import { useFormToast } from '../../../../app/use-form-toast';
import { BulkEmbed } from '../../../library-index/components/bulk-embed';
import { BulkVoice } from '../../../content-ai/components/bulk-voice';
import { AiBatchActions } from '../../../content-ai/batches/components/ai-batch-actions';
import { bulkDeleteRefusal, type ManagementVariant } from '../bulk-actions';
import { CM_TEXT as TEXT } from '../content-management.messages';
import type { useContentManagement } from '../use-content-management';
import type { ScreenDialogControls } from '../use-screen-dialogs';

type Props = { variant: ManagementVariant; tab: ContentType; data: ReturnType<typeof useContentManagement>; dialogs: ScreenDialogControls };

/** The selected rows and what can be done to them at once: the bulk update (K9), quick switches (Page) and the bulk delete. */
export function SelectionBar({ variant, tab, data, dialogs }: Props) {
  const { modal } = App.useApp();
  const toast = useFormToast('content-management');
  const { selectedIds } = data;

  const confirmBulkDelete = () => {
    const refusal = bulkDeleteRefusal(selectedIds.length);
    if (refusal) {
      toast.warning(refusal);
      return;
    }
    modal.confirm({
      title: TEXT.bulkDeleteTitle(selectedIds.length),
      content: TEXT.bulkDeleteContent,
      okText: TEXT.deleteOk,
      okButtonProps: { danger: true },
      cancelText: TEXT.cancel,
      onOk: () => data.deleteMany(),
    });
  };
  // A bulk update needs rows first: said at once, before any field or value is chosen (spec 3 §5's message).
  const needsSelection = (): boolean => {
    if (selectedIds.length > 0) return false;
    toast.warning(CONTENT_MESSAGES.bulkUpdateSelection);
    return true;
  };
  const openBulk = (field?: BulkField) => {
    if (!needsSelection()) dialogs.show('bulk', field ? { field } : {});
  };
  const quickBulk = (field: BulkField, value: unknown) => {
    if (!needsSelection()) void data.updateMany(tab, field, value);
  };

  return (
    <div role="group" aria-label={TEXT.selected(selectedIds.length)} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <Typography.Text>{TEXT.selected(selectedIds.length)}</Typography.Text>
      {selectedIds.length ? (
        <Button size="small" type="link" onClick={() => data.setSelectedIds([])}>
          {TEXT.clearSelection}
        </Button>
      ) : null}
      {variant === 'k9' ? (
        <Button icon={<EditOutlined />} onClick={() => openBulk()}>
          {TEXT.bulkUpdate}
        </Button>
      ) : (
        <>
          <Button icon={<EyeOutlined />} onClick={() => quickBulk('isPublic', true)}>
            {TEXT.setPublic}
          </Button>
          <Button icon={<EyeInvisibleOutlined />} onClick={() => quickBulk('isPublic', false)}>
            {TEXT.setPrivate}
          </Button>
          <Button onClick={() => quickBulk('hasTitle', true)}>{TEXT.titleOn}</Button>
          <Button onClick={() => quickBulk('hasTitle', false)}>{TEXT.titleOff}</Button>
          <Button icon={<TeamOutlined />} onClick={() => openBulk('allowed_user_class')}>
            {TEXT.assignClasses}
          </Button>
        </>
      )}
      <BulkEmbed ids={selectedIds} />
      {variant === 'k9' ? <BulkVoice ids={selectedIds} tab={tab} /> : null}
      {variant === 'k9' ? <AiBatchActions ids={selectedIds} /> : null}
      <Button danger icon={<DeleteOutlined />} onClick={confirmBulkDelete}>
        {selectedIds.length ? `${TEXT.bulkDelete} (${selectedIds.length})` : TEXT.bulkDelete}
      </Button>
    </div>
  );
}
