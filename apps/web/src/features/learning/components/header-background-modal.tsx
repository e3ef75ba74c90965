import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Empty, Image, Modal, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { useGetSettingQuery, useSaveSettingMutation, useUploadFilesMutation } from '../../site/site.api';
import { HEADER_BACKGROUND, type HeaderBackground } from './header-background';


const TEXT = {
  title: 'Header Background',
  chooseFirst: 'Vui lòng chọn ảnh trước!',
  upload: 'Tải ảnh lên',
  remove: 'Xóa ảnh',
  save: 'Lưu',
  cancel: 'Hủy',
  saved: 'Đã lưu ảnh nền header',
  saveFailed: 'Lưu cài đặt thất bại!',
  uploadFailed: 'Upload ảnh thất bại!',
  imagesOnly: 'Chỉ chấp nhận tệp hình ảnh.',
} as const;

/** Spec 2 §4.9 and §5.6: upload, preview, save, cancel, remove the header image (images only). */
export function HeaderBackgroundModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: record } = useGetSettingQuery(HEADER_BACKGROUND, { skip: !open });
  const [upload, { isLoading: uploading }] = useUploadFilesMutation();
  const [save, { isLoading: saving }] = useSaveSettingMutation();
  const { message } = App.useApp();
  const stored = (record?.setting as HeaderBackground | null)?.imageUrl ?? null;
  const [imageUrl, setImageUrl] = useState<string | null>(stored);
  useEffect(() => setImageUrl(stored), [stored, open]);

  const choose = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      void message.error(TEXT.imagesOnly);
      return;
    }
    try {
      const result = await upload({ files: [file], purpose: 'image' }).unwrap();
      setImageUrl(result.files[0]?.fileUrl ?? null);
    } catch (error) {
      void message.error(errorMessage(error, TEXT.uploadFailed));
    }
  };

  const submit = async (next: string | null) => {
    if (next === null && stored === null) {
      void message.warning(TEXT.chooseFirst);
      return;
    }
    try {
      await save({ type: HEADER_BACKGROUND, setting: { imageUrl: next }, id: record?.id ?? null, version: record?.version ?? 0 }).unwrap();
      void message.success(TEXT.saved);
      onClose();
    } catch (error) {
      void message.error(errorMessage(error, TEXT.saveFailed));
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
        <Button key="save" type="primary" loading={saving} onClick={() => (imageUrl ? void submit(imageUrl) : void message.warning(TEXT.chooseFirst))}>
          {TEXT.save}
        </Button>,
      ]}
    >
      {imageUrl ? <Image src={imageUrl} alt={TEXT.title} style={{ width: '100%', maxHeight: 200, objectFit: 'cover' }} /> : <Empty description={TEXT.chooseFirst} />}
      <Space style={{ marginTop: 16 }}>
        <Upload accept="image/*" showUploadList={false} beforeUpload={(file) => (void choose(file), false)}>
          <Button icon={<UploadOutlined />} loading={uploading}>
            {TEXT.upload}
          </Button>
        </Upload>
        <Button icon={<DeleteOutlined />} danger disabled={!imageUrl && !stored} onClick={() => (stored ? void submit(null) : setImageUrl(null))}>
          {TEXT.remove}
        </Button>
      </Space>
    </Modal>
  );
}
