import {
  AudioOutlined,
  EyeOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Button, List, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { FilePreviewModal, downloadFile } from './file-preview';
import { FileName } from './file-name';
import { extensionOf, fileKindOf, type FileKind } from './file-types';
import { READING_TEXT as T } from './reading.messages';

const ICONS: Record<FileKind, ReactNode> = {
  pdf: <FilePdfOutlined style={{ color: '#dc2626' }} />,
  image: <FileImageOutlined style={{ color: '#7c3aed' }} />,
  text: <FileTextOutlined />,
  csv: <FileExcelOutlined style={{ color: '#15803d' }} />,
  word: <FileWordOutlined style={{ color: '#1d4ed8' }} />,
  excel: <FileExcelOutlined style={{ color: '#15803d' }} />,
  powerpoint: <FilePptOutlined style={{ color: '#ea580c' }} />,
  archive: <FileZipOutlined />,
  audio: <AudioOutlined />,
  video: <VideoCameraOutlined />,
  other: <FileOutlined />,
};

/** An item's attached files by the names they were uploaded with, their type icons and tags, each previewed or downloaded. */
export function FileList({ urls }: { urls: readonly string[] }) {
  const [previewed, setPreviewed] = useState<string | null>(null);
  return (
    <>
      <List
        size="small"
        bordered
        dataSource={[...urls]}
        renderItem={(url) => (
          <List.Item
            actions={[
              <Button key="preview" size="small" icon={<EyeOutlined />} onClick={() => setPreviewed(url)}>
                {T.preview}
              </Button>,
              <Button key="download" size="small" type="link" onClick={() => void downloadFile(url)}>
                {T.download}
              </Button>,
            ]}
          >
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minWidth: 0, overflowWrap: 'anywhere' }}>
              {ICONS[fileKindOf(url)]}
              <FileName url={url} />
              {extensionOf(url) ? <Tag>{extensionOf(url).toUpperCase()}</Tag> : null}
            </span>
          </List.Item>
        )}
      />
      <FilePreviewModal url={previewed} onClose={() => setPreviewed(null)} />
    </>
  );
}
