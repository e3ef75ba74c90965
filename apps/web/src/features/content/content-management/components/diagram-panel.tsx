import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { ContentRecord } from '@k9/contracts';
import { Button, Card, Empty, Image, Input, Segmented, Space, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { failureMessage, refusalMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useUploadImage } from '../../../site/hooks/use-upload-image';
import { useUpdateContentMutation } from '../../content.api';
import { CONTENT_MEDIA_TEXT as M } from '../content-forms.messages';
import { SandboxedHtml } from './safe-html';

type Item = { code: string; note: string };

const itemsOf = (record: ContentRecord): Item[] => {
  const codes = record.diagramMode === 'html' ? record.diagramHtmlCode : record.diagramUrl;
  return codes.map((code, index) => ({ code, note: record.diagramNote[index] ?? '' }));
};

/**
 * The diagram viewer/editor (spec 3 §4): preview or edit; HTML items as a sandboxed preview or their code; kroki items as
 * their image, each of which must have one before a save. A removal is saved at once ('Xóa diagram thất bại!').
 */
export function DiagramPanel({ record }: { record: ContentRecord }) {
  const toast = useFormToast('content-diagram');
  const [mode, setMode] = useState<'preview' | 'edit'>('preview');
  const [items, setItems] = useState<Item[]>(() => itemsOf(record));
  const [editedFrom, setEditedFrom] = useState(record.version);
  const [updateContent, { isLoading }] = useUpdateContentMutation();
  const { uploadImage, isUploading } = useUploadImage();
  const html = record.diagramMode === 'html';
  if (editedFrom !== record.version) {
    setEditedFrom(record.version);
    setItems(itemsOf(record));
  }

  const bodyOf = (next: Item[]) => ({
    id: record.id,
    [html ? 'diagramHtmlCode' : 'diagramUrl']: next.map((item) => item.code),
    diagramNote: next.map((item) => item.note),
    ...(next.length === 0 ? { diagramMode: null } : {}),
  });

  const save = async () => {
    const missing = html ? -1 : items.findIndex((item) => !item.code.trim());
    if (missing >= 0) {
      toast.error(M.diagramNeedsImage(missing + 1));
      return;
    }
    try {
      await updateContent({ body: bodyOf(items), version: record.version }).unwrap();
      toast.success(M.diagramSaved);
      setMode('preview');
    } catch (error) {
      toast.error(refusalMessage(error, M.diagramSaveFailed));
    }
  };

  const remove = async (index: number) => {
    try {
      await updateContent({ body: bodyOf(items.filter((_, i) => i !== index)), version: record.version }).unwrap();
      toast.success(M.diagramRemoved);
    } catch (error) {
      toast.error(failureMessage(M.removeDiagramFailed, error));
    }
  };

  const change = (index: number, patch: Partial<Item>) => setItems((all) => all.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  if (items.length === 0 && mode === 'preview') return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <Segmented<'preview' | 'edit'>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'preview', label: M.diagramPreview },
            { value: 'edit', label: M.diagramEdit },
          ]}
        />
        {mode === 'edit' ? (
          <Button type="primary" loading={isLoading} onClick={() => void save()}>
            {M.saveDiagram}
          </Button>
        ) : null}
      </Space>
      {items.map((item, index) => (
        <Card
          key={index}
          size="small"
          title={M.diagramItem(index + 1)}
          extra={
            <Button danger size="small" icon={<DeleteOutlined />} loading={isLoading} onClick={() => void remove(index)}>
              {M.removeDiagram}
            </Button>
          }
        >
          {mode === 'preview' ? (
            <>
              {html ? (
                <Tabs
                  size="small"
                  items={[
                    { key: 'preview', label: M.htmlPreview, children: <SandboxedHtml html={item.code} title={M.diagramItem(index + 1)} /> },
                    { key: 'code', label: M.htmlCode, children: <pre style={{ maxHeight: 400, overflow: 'auto', whiteSpace: 'pre-wrap', background: '#fafafa', padding: 8 }}>{item.code}</pre> },
                  ]}
                />
              ) : item.code ? (
                <Image src={item.code} alt={M.diagramItem(index + 1)} style={{ maxHeight: 400 }} />
              ) : null}
              {item.note ? <Typography.Paragraph type="secondary">{item.note}</Typography.Paragraph> : null}
            </>
          ) : (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {html ? (
                <Input.TextArea aria-label={`${M.htmlCode} ${index + 1}`} value={item.code} onChange={(e) => change(index, { code: e.target.value })} autoSize={{ minRows: 6, maxRows: 20 }} style={{ fontFamily: 'monospace' }} />
              ) : (
                <Space wrap>
                  {item.code ? <Image src={item.code} alt={M.diagramItem(index + 1)} width={160} /> : null}
                  <Upload
                    accept="image/*"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void uploadImage(file)
                        .then((url) => change(index, { code: url }))
                        .catch((error: unknown) => toast.error(failureMessage(M.uploadFailed('ảnh'), error)));
                      return Upload.LIST_IGNORE;
                    }}
                  >
                    <Button icon={<UploadOutlined />} loading={isUploading}>
                      {M.uploadImage}
                    </Button>
                  </Upload>
                </Space>
              )}
              <Input aria-label={`${M.diagramNote} ${index + 1}`} placeholder={M.diagramNote} value={item.note} onChange={(e) => change(index, { note: e.target.value })} />
            </Space>
          )}
        </Card>
      ))}
    </Space>
  );
}
