import type { GuidelineSetting } from '@k9/contracts';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Modal, Row, Space, Spin, Typography, Upload } from 'antd';
import { errorMessage, failureMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useUploadImage } from '../hooks/use-upload-image';
import { useSettingEditor } from '../setting-editor/use-setting-editor';
import { GUIDELINE_TYPE, guidelineOf } from './guideline';
import { GUIDELINE_TEXT } from './guideline-settings.messages';
import { MarkdownPreview } from './markdown-preview';
import { LoadFailure } from '../../../app/load-failure';

/** The key of the modal's toasts: its image upload and its save are outcomes of one form. */
const TOAST = 'guideline-settings';

export function GuidelineSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<GuidelineSetting>();
  const toast = useFormToast(TOAST);
  const markdownText = Form.useWatch('markdownText', form) ?? '';
  const editor = useSettingEditor(GUIDELINE_TYPE, {
    skip: !open,
    fromStored: guidelineOf,
    holder: {
      read: () => guidelineOf(form.getFieldsValue(true)),
      fill: (values) => {
        form.resetFields();
        form.setFieldsValue(values);
      },
    },
  });

  const save = async (values: GuidelineSetting) => {
    if (!editor.ready) return;
    try {
      await editor.save(guidelineOf(values));
      toast.success(GUIDELINE_TEXT.saved);
    } catch {
      toast.error(GUIDELINE_TEXT.saveFailed);
    }
  };

  const reload = async () => {
    try {
      await editor.reload();
    } catch (error) {
      toast.error(errorMessage(error, GUIDELINE_TEXT.loadFailed));
    }
  };

  return (
    <Modal
      title={GUIDELINE_TEXT.title}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={GUIDELINE_TEXT.save}
      cancelText={GUIDELINE_TEXT.cancel}
      confirmLoading={editor.saving}
      okButtonProps={{ disabled: !editor.ready }}
      width={900}
      destroyOnHidden
    >
      {!editor.ready && editor.loadError ? (
        <LoadFailure error={editor.loadError} fallback={GUIDELINE_TEXT.loadFailed} onRetry={editor.reload} style={{ marginBottom: 16 }} />
      ) : null}
      <Spin spinning={!editor.ready && !editor.loadError}>
        <Form<GuidelineSetting> form={form} layout="vertical" name="guideline-settings" onFinish={save}>
          {editor.conflict ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={errorMessage(editor.saveError, GUIDELINE_TEXT.saveFailed)}
              action={
                <Button size="small" onClick={() => void reload()}>
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
  const toast = useFormToast(TOAST);
  const { uploadImage, isUploading } = useUploadImage();

  const upload = async (file: File) => {
    try {
      onChange?.(await uploadImage(file));
    } catch (error) {
      toast.error(failureMessage(GUIDELINE_TEXT.uploadFailed, error));
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
