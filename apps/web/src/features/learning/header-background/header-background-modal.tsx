import { DeleteOutlined, GlobalOutlined, RollbackOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Image, Modal, Popconfirm, Space, Spin, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage, failureMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useUploadImage } from '../../site/hooks/use-upload-image';
import { useCurrentUser } from '../../identity/current-user';
import { useClearOwnSettingMutation, useGetOwnSettingQuery, useGetSettingQuery, useSaveOwnSettingMutation, useSaveSettingMutation } from '../../site/site.api';
import { HEADER_BACKGROUND, headerImageOf } from './header-background';
import { HEADER_BACKGROUND_TEXT as TEXT } from './header-background.messages';

/**
 * Spec 2 §4.9 and §5.6: upload, preview, save, cancel, remove (after confirming) the user's own header image (images
 * only), over the default that admins set for everyone. The modal says which one the header shows, and a user with an
 * own value can go back to the default; an admin can make the image the default. Nothing is stored until Save (an
 * upload that is not saved is removed after a day).
 */
export function HeaderBackgroundModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useFormToast('header-background');
  const { uploadImage, isUploading } = useUploadImage();
  const { data: record, isFetching } = useGetOwnSettingQuery(HEADER_BACKGROUND, { skip: !open, refetchOnMountOrArgChange: true });
  const [saveOwn, { isLoading: saving }] = useSaveOwnSettingMutation();
  const [clearOwn, { isLoading: clearing }] = useClearOwnSettingMutation();
  // Admins also set the default everybody without an own image sees (the shared value, which is theirs to write).
  const isAdmin = useCurrentUser()?.isAdmin === true;
  const { data: shared } = useGetSettingQuery(HEADER_BACKGROUND, { skip: !open || !isAdmin });
  const [saveShared, { isLoading: savingDefault }] = useSaveSettingMutation();
  // An uploaded image not saved yet (undefined: none).
  const [draft, setDraft] = useState<string | undefined>();
  const shown = headerImageOf(record?.setting);
  const imageUrl = draft ?? shown;
  const own = record?.source === 'own';

  const close = () => {
    setDraft(undefined);
    onClose();
  };

  const choose = async (file: File) => {
    try {
      setDraft(await uploadImage(file));
      toast.success(TEXT.uploaded);
    } catch (error) {
      toast.error(failureMessage(TEXT.uploadFailed, error));
    }
  };

  const save = async (next: string | null, done: string) => {
    if (!record) return;
    try {
      await saveOwn({ type: HEADER_BACKGROUND, setting: { imageUrl: next }, id: record.id, version: record.version }).unwrap();
      toast.success(done);
      close();
    } catch (error) {
      toast.error(errorMessage(error, TEXT.saveFailed));
    }
  };

  const backToDefault = async () => {
    try {
      await clearOwn(HEADER_BACKGROUND).unwrap();
      setDraft(undefined);
      toast.success(TEXT.backToDefaultDone);
    } catch (error) {
      toast.error(errorMessage(error, TEXT.saveFailed));
    }
  };

  const setDefault = async () => {
    if (!shared || !imageUrl) return;
    try {
      await saveShared({ type: HEADER_BACKGROUND, setting: { imageUrl }, id: shared.id, version: shared.version }).unwrap();
      toast.success(TEXT.setDefaultDone);
    } catch (error) {
      toast.error(errorMessage(error, TEXT.saveFailed));
    }
  };

  const status = draft !== undefined ? TEXT.unsavedPreview : own ? TEXT.showingOwn : shown ? TEXT.showingDefault : TEXT.showingNoDefault;

  return (
    <Modal
      open={open}
      title={TEXT.title}
      onCancel={close}
      width={560}
      footer={[
        <Button key="cancel" onClick={close}>
          {TEXT.cancel}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={!record} onClick={() => (draft ? void save(draft, TEXT.saved) : toast.warning(TEXT.chooseFirst))}>
          {TEXT.save}
        </Button>,
      ]}
    >
      <Spin spinning={!record && isFetching}>
        <Alert type={own || draft !== undefined ? 'success' : 'info'} showIcon title={status} style={{ marginBottom: 12 }} />
        {imageUrl ? <Image src={imageUrl} alt={TEXT.title} style={{ width: '100%', maxHeight: 200, objectFit: 'cover' }} /> : <Empty description={TEXT.chooseFirst} />}
        <Space wrap style={{ marginTop: 16 }}>
          <Upload accept="image/*" showUploadList={false} beforeUpload={(file) => (void choose(file), false)}>
            <Button icon={<UploadOutlined />} loading={isUploading}>
              {TEXT.upload}
            </Button>
          </Upload>
          {/* Removing saves "no image" as the user's own choice at once: ask first. An unsaved upload is just dropped. */}
          <Popconfirm
            title={TEXT.removeTitle}
            description={TEXT.removeDescription}
            okText={TEXT.removeOk}
            cancelText={TEXT.cancel}
            okButtonProps={{ danger: true }}
            disabled={!imageUrl || !record}
            onConfirm={() => save(null, TEXT.removed)}
          >
            <Button icon={<DeleteOutlined />} danger disabled={!imageUrl || !record}>
              {TEXT.remove}
            </Button>
          </Popconfirm>
          {own ? (
            <Popconfirm
              title={TEXT.backToDefaultTitle}
              description={TEXT.backToDefaultDescription}
              okText={TEXT.backToDefault}
              cancelText={TEXT.cancel}
              onConfirm={backToDefault}
            >
              <Button icon={<RollbackOutlined />} loading={clearing}>
                {TEXT.backToDefault}
              </Button>
            </Popconfirm>
          ) : null}
          {isAdmin && imageUrl ? (
            <Popconfirm title={TEXT.setDefaultTitle} description={TEXT.setDefaultDescription} okText={TEXT.setDefault} cancelText={TEXT.cancel} onConfirm={setDefault}>
              <Button icon={<GlobalOutlined />} loading={savingDefault} disabled={!shared}>
                {TEXT.setDefault}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      </Spin>
    </Modal>
  );
}
