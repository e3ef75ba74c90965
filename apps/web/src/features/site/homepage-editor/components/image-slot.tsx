import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { HOMEPAGE_EDITOR_TEXT as TEXT } from '../homepage-editor.messages';
import { imageAt, slotKey, type ImageSlot } from '../homepage-images';
import type { ImageControls } from '../use-homepage-editor';

const FRAME = { width: 160, height: 100, borderRadius: 6, border: '1px solid #f0f0f0', background: '#fafafa' } as const;

/** One image slot of `homepage_images`: preview, upload (image files only) and remove. */
export function ImageSlotField({ slot, label, controls }: { slot: ImageSlot; label: string; controls: ImageControls }) {
  const url = imageAt(controls.images, slot);
  const uploading = controls.uploadingSlot === slotKey(slot);
  return (
    <div role="group" aria-label={label} style={{ display: 'grid', gap: 8, marginBottom: 16 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {url ? (
        <img src={url} alt={label} style={{ ...FRAME, objectFit: 'cover' }} />
      ) : (
        <div style={{ ...FRAME, display: 'grid', placeItems: 'center', color: '#595959' }}>{TEXT.noImage}</div>
      )}
      <Space wrap>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            controls.onUpload(slot, file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} disabled={controls.uploadingSlot !== null && !uploading}>
            {TEXT.upload}
          </Button>
        </Upload>
        <Button danger icon={<DeleteOutlined />} disabled={!url || uploading} onClick={() => controls.onRemove(slot)}>
          {TEXT.remove}
        </Button>
      </Space>
    </div>
  );
}
