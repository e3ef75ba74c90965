import { CopyOutlined, DeleteOutlined, EditOutlined, MessageOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useGetProfileQuery } from '../../identity/identity.api';
import { useUploadImage } from '../../site/hooks/use-upload-image';
import { useGetSettingQuery, useSaveSettingMutation } from '../../site/site.api';
import { AreaLoading } from '../areas/shared/area-states';
import { FLOATING_TEXT as T } from './floating.messages';
import { ZALO_INFO_TYPE, zaloInfoOf, zaloLink, type ZaloInfo } from './zalo-info';
import { LoadFailure } from '../../../app/load-failure';

function ZaloEditor({ info, onDone }: { info: ZaloInfo; onDone: () => void }) {
  const [form] = Form.useForm<ZaloInfo>();
  const toast = useFormToast('zalo-info');
  const { data: stored } = useGetSettingQuery(ZALO_INFO_TYPE);
  const [save, { isLoading: saving }] = useSaveSettingMutation();
  const { uploadImage, isUploading } = useUploadImage();
  const image = Form.useWatch('image', form) ?? info.image;

  const upload = async (file: File) => {
    try {
      form.setFieldValue('image', await uploadImage(file));
    } catch (error) {
      toast.error(failureMessage(T.uploadFailed, error));
    }
  };

  const submit = async (values: ZaloInfo) => {
    const setting = { ...(stored?.setting && typeof stored.setting === 'object' ? stored.setting : {}), phone: values.phone.trim(), text: values.text, image: values.image };
    try {
      await save({ type: ZALO_INFO_TYPE, setting, id: stored?.id ?? null, version: stored?.version ?? 0 }).unwrap();
      toast.success(T.saved);
      onDone();
    } catch (error) {
      toast.error(failureMessage(T.saveFailed, error));
    }
  };

  return (
    <Form<ZaloInfo> form={form} layout="vertical" initialValues={info} onFinish={(values) => void submit(values)}>
      <Form.Item name="phone" label={T.phone} rules={[{ max: 30 }]}>
        <Input inputMode="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item name="text" label={T.text}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
      <Form.Item name="image" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={T.image}>
        <Space wrap align="start">
          {image ? <img src={image} alt={T.qrImage} style={{ width: 120, height: 120, objectFit: 'contain', borderRadius: 6, border: '1px solid #f0f0f0' }} /> : null}
          <Upload
            accept="image/*"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={isUploading}>
              {T.uploadImage}
            </Button>
          </Upload>
          {image ? (
            <Button danger icon={<DeleteOutlined />} onClick={() => form.setFieldValue('image', '')}>
              {T.removeImage}
            </Button>
          ) : null}
        </Space>
      </Form.Item>
      <Space>
        <Button onClick={onDone}>{T.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={isUploading}>
          {T.save}
        </Button>
      </Space>
    </Form>
  );
}

/** The chat-app contact (ZALO_INFO): phone with a copy button, QR image, text; admins edit it in place. */
export function ZaloModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useFormToast('zalo-copy');
  const { data, error, isLoading, refetch } = useGetSettingQuery(ZALO_INFO_TYPE);
  const { data: profile } = useGetProfileQuery();
  const [editing, setEditing] = useState(false);
  const info = zaloInfoOf(data?.setting);
  const link = zaloLink(info.phone);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(info.phone);
      toast.success(T.phoneCopied);
    } catch {
      toast.error(T.copyFailed);
    }
  };

  let body;
  if (isLoading) body = <AreaLoading label={T.loading} />;
  else if (error) body = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (editing) body = <ZaloEditor info={info} onDone={() => setEditing(false)} />;
  else {
    body = (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'center', textAlign: 'center' }}>
        {info.image ? <img src={info.image} alt={T.qrImage} style={{ width: 220, maxWidth: '100%', height: 'auto', objectFit: 'contain', borderRadius: 8 }} /> : null}
        {info.phone ? (
          <Space wrap style={{ justifyContent: 'center' }}>
            <Typography.Text strong style={{ fontSize: 18 }} aria-label={T.phone}>
              {info.phone}
            </Typography.Text>
            <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label={T.copyPhone}>
              {T.copyPhone}
            </Button>
          </Space>
        ) : null}
        {info.text ? <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{info.text}</Typography.Paragraph> : null}
        {link ? (
          <Button type="primary" icon={<MessageOutlined />} href={link} target="_blank" rel="noopener noreferrer">
            {T.openZalo}
          </Button>
        ) : null}
        {!info.image && !info.phone && !info.text ? <Typography.Text type="secondary">{T.chatEmpty}</Typography.Text> : null}
        {profile?.isAdmin ? (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {T.edit}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <Modal open={open} title={T.chatTitle} onCancel={onClose} footer={null} width={420} centered afterClose={() => setEditing(false)} destroyOnHidden>
      {body}
    </Modal>
  );
}
