import type { SettingRecord } from '@k9/contracts';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_MB } from '@k9/contracts/storage/upload.dto';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, App, Button, Col, Form, Input, Modal, Row, Space, Spin, Typography, Upload } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '../../../api/errors';
import { useGetSettingQuery, useSaveSettingMutation } from '../site.api';
import { MarkdownPreview } from './markdown-preview';
import { isImageFile, useUploadImage } from './use-upload-image';

/** Texts of the guideline settings modal (spec 3 §2 screen 1, §5, §8). */
export const GUIDELINE_TEXT = {
  open: 'Cài đặt Guideline',
  title: 'Cài đặt Guideline',
  image: 'Hình ảnh',
  imageHint: `Ảnh tối đa ${UPLOAD_MAX_MB.image}MB`,
  noImage: 'Chưa có ảnh',
  upload: 'Tải ảnh lên',
  remove: 'Xóa ảnh',
  markdown: 'Nội dung (Markdown)',
  preview: 'Xem trước',
  previewEmpty: 'Chưa có nội dung',
  save: 'Lưu',
  cancel: 'Hủy',
  saved: 'Đã lưu cài đặt',
  saveFailed: 'Lưu cài đặt thất bại!',
  uploadFailed: 'Upload hình ảnh guideline thất bại!',
  loadFailed: 'Không tải được cài đặt',
  reload: 'Tải lại',
} as const;

const GUIDELINE_TYPE = 'GUIDELINE_SETTING';
const MAX_IMAGE_BYTES = UPLOAD_MAX_MB.image * 1024 * 1024;

/** GUIDELINE_SETTING: the welcome popup's image and markdown text (spec 1 §1). */
type GuidelineValues = { imageUrl: string; markdownText: string };
type Base = { id: string | null; version: number };

const guidelineFrom = (setting: unknown): GuidelineValues => {
  const stored = setting && typeof setting === 'object' ? (setting as Partial<Record<keyof GuidelineValues, unknown>>) : {};
  return {
    imageUrl: typeof stored.imageUrl === 'string' ? stored.imageUrl : '',
    markdownText: typeof stored.markdownText === 'string' ? stored.markdownText : '',
  };
};

export function GuidelineSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<GuidelineValues>();
  const { message } = App.useApp();
  const { data: record, error: loadError } = useGetSettingQuery(open ? GUIDELINE_TYPE : skipToken, { refetchOnMountOrArgChange: true });
  const [saveSetting, { isLoading: isSaving, error: saveError, reset: resetSave }] = useSaveSettingMutation();
  const [base, setBase] = useState<Base | null>(null);
  const markdownText = Form.useWatch('markdownText', form) ?? '';

  const load = useCallback(
    (loaded: SettingRecord) => {
      form.resetFields();
      form.setFieldsValue(guidelineFrom(loaded.setting));
      setBase({ id: loaded.id, version: loaded.version });
      resetSave();
    },
    [form, resetSave],
  );

  // A newer version replaces the form only while the admin has not touched it.
  useEffect(() => {
    if (!open || !record) return;
    if (base && (record.version <= base.version || form.isFieldsTouched())) return;
    load(record);
  }, [open, record, base, form, load]);

  const close = () => {
    setBase(null);
    onClose();
  };

  const save = async (values: GuidelineValues) => {
    if (!base) return;
    try {
      const saved = await saveSetting({ type: GUIDELINE_TYPE, setting: guidelineFrom(values), id: base.id, version: base.version }).unwrap();
      load(saved);
      void message.success(GUIDELINE_TEXT.saved);
    } catch {
      void message.error(GUIDELINE_TEXT.saveFailed);
    }
  };

  const conflict = saveError && (errorStatus(saveError) === 409 || errorStatus(saveError) === 412);

  return (
    <Modal
      title={GUIDELINE_TEXT.title}
      open={open}
      onCancel={close}
      onOk={() => form.submit()}
      okText={GUIDELINE_TEXT.save}
      cancelText={GUIDELINE_TEXT.cancel}
      confirmLoading={isSaving}
      okButtonProps={{ disabled: !base }}
      width={900}
      destroyOnHidden
    >
      {!base && loadError ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={errorMessage(loadError, GUIDELINE_TEXT.loadFailed)} />
      ) : null}
      <Spin spinning={!base && !loadError}>
        <Form<GuidelineValues> form={form} layout="vertical" name="guideline-settings" onFinish={save}>
          {conflict && record ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={errorMessage(saveError, GUIDELINE_TEXT.saveFailed)}
              action={
                <Button size="small" onClick={() => load(record)}>
                  {GUIDELINE_TEXT.reload}
                </Button>
              }
            />
          ) : null}
          <Form.Item name="imageUrl" label={GUIDELINE_TEXT.image} extra={GUIDELINE_TEXT.imageHint}>
            <GuidelineImage />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="markdownText" label={GUIDELINE_TEXT.markdown}>
                <Input.TextArea autoSize={{ minRows: 10, maxRows: 20 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <section aria-label={GUIDELINE_TEXT.preview} style={{ display: 'grid', gap: 8 }}>
                <Typography.Text>{GUIDELINE_TEXT.preview}</Typography.Text>
                <div style={{ minHeight: 220, padding: '4px 12px', border: '1px solid #f0f0f0', borderRadius: 6, background: '#fafafa' }}>
                  {markdownText.trim() ? (
                    <MarkdownPreview text={markdownText} />
                  ) : (
                    <Typography.Text type="secondary">{GUIDELINE_TEXT.previewEmpty}</Typography.Text>
                  )}
                </div>
              </section>
            </Col>
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}

/** The form control of `imageUrl`: preview, upload (image files up to 5MB) and remove. */
function GuidelineImage({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { message } = App.useApp();
  const { uploadImage, isUploading } = useUploadImage();

  const upload = async (file: File) => {
    try {
      if (!isImageFile(file) || file.size > MAX_IMAGE_BYTES) throw new Error('refused');
      onChange?.(await uploadImage(file));
    } catch {
      void message.error(GUIDELINE_TEXT.uploadFailed);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {value ? (
        <img src={value} alt={GUIDELINE_TEXT.image} style={{ width: 200, height: 200, objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }} />
      ) : (
        <Typography.Text type="secondary">{GUIDELINE_TEXT.noImage}</Typography.Text>
      )}
      <Space wrap>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={isUploading}>
            {GUIDELINE_TEXT.upload}
          </Button>
        </Upload>
        <Button danger icon={<DeleteOutlined />} disabled={!value || isUploading} onClick={() => onChange?.('')}>
          {GUIDELINE_TEXT.remove}
        </Button>
      </Space>
    </div>
  );
}
