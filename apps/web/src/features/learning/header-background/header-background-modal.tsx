import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Empty, Image, Modal, Popconfirm, Space, Upload } from 'antd';
import { errorMessage, failureMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useUploadImage } from '../../site/hooks/use-upload-image';
import { useSettingEditor } from '../../site/setting-editor/use-setting-editor';
import { HEADER_BACKGROUND, headerImageOf } from './header-background';
import { HEADER_BACKGROUND_TEXT as TEXT } from './header-background.messages';

/** Spec 2 §4.9 and §5.6: upload, preview, save, cancel, remove (after confirming) the header image (images only). */
export function HeaderBackgroundModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useFormToast('header-background');
  const { uploadImage, isUploading } = useUploadImage();
  const editor = useSettingEditor(HEADER_BACKGROUND, { skip: !open, fromStored: headerImageOf, toSetting: (imageUrl) => ({ imageUrl }) });
  const stored = editor.base?.value ?? null;
  const imageUrl = editor.value ?? null;

  const choose = async (file: File) => {
    try {
      editor.setValue(await uploadImage(file));
      toast.success(TEXT.uploaded);
    } catch (error) {
      toast.error(failureMessage(TEXT.uploadFailed, error));
    }
  };

  const submit = async (next: string | null) => {
    if (next === null && stored === null) {
      toast.warning(TEXT.chooseFirst);
      return;
    }
    try {
      await editor.save(next);
      toast.success(next === null ? TEXT.removed : TEXT.saved);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, TEXT.saveFailed));
    }
  };

  return (
    <Modal
      open={open}
      title={TEXT.title}
      onCancel={onClose}
      width={560}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {TEXT.cancel}
        </Button>,
        <Button key="save" type="primary" loading={editor.saving} onClick={() => (imageUrl ? void submit(imageUrl) : toast.warning(TEXT.chooseFirst))}>
          {TEXT.save}
        </Button>,
      ]}
    >
      {imageUrl ? <Image src={imageUrl} alt={TEXT.title} style={{ width: '100%', maxHeight: 200, objectFit: 'cover' }} /> : <Empty description={TEXT.chooseFirst} />}
      <Space style={{ marginTop: 16 }}>
        <Upload accept="image/*" showUploadList={false} beforeUpload={(file) => (void choose(file), false)}>
          <Button icon={<UploadOutlined />} loading={isUploading}>
            {TEXT.upload}
          </Button>
        </Upload>
        {/* A stored image is removed and saved at once: ask first. */}
        <Popconfirm
          title={TEXT.removeTitle}
          description={TEXT.removeDescription}
          okText={TEXT.removeOk}
          cancelText={TEXT.cancel}
          okButtonProps={{ danger: true }}
          disabled={!imageUrl && !stored}
          onConfirm={() => (stored ? submit(null) : editor.setValue(null))}
        >
          <Button icon={<DeleteOutlined />} danger disabled={!imageUrl && !stored}>
            {TEXT.remove}
          </Button>
        </Popconfirm>
      </Space>
    </Modal>
  );
}
