import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Modal, Space, Spin, Table } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FileName } from './file-name';
import { csvRows, dispositionFileName, fileNameOf, previewModeOf } from './file-types';
import { READING_TEXT as T } from './reading.messages';
import { WordPreview } from './word-preview';

const TEXT_LIMIT = 200_000;
// SheetJS only for the files that need it.
const SheetPreview = lazy(() => import('./sheet-preview').then((m) => ({ default: m.SheetPreview })));

/** Downloads the file; when the browser cannot fetch it, opens it in a new tab (spec 2 §8.3). */
export async function downloadFile(url: string): Promise<void> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(String(response.status));
    const href = URL.createObjectURL(await response.blob());
    // The name the file was uploaded with (its answer says it), else the one in its address.
    const link = Object.assign(document.createElement('a'), { href, download: dispositionFileName(response.headers.get('Content-Disposition')) ?? fileNameOf(url) });
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch {
    window.open(url, '_blank', 'noopener,noreferrer');
  }
}

function TextPreview({ url, csv }: { url: string; csv: boolean }) {
  const [state, setState] = useState<{ text: string } | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => live && setState({ text: text.slice(0, TEXT_LIMIT) }))
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [url]);
  if (state === 'loading') return <Spin />;
  if (state === 'failed') return <Alert type="error" showIcon title={T.documentFailed} />;
  if (!csv) return <pre style={{ whiteSpace: 'pre-wrap', maxHeight: '70vh', overflow: 'auto', margin: 0 }}>{state.text}</pre>;
  const [head = [], ...rows] = csvRows(state.text);
  return (
    <Table
      size="small"
      scroll={{ x: true, y: 480 }}
      pagination={false}
      rowKey={(_row, index) => String(index)}
      columns={head.map((title, index) => ({ title, dataIndex: index, key: index }))}
      dataSource={rows.map((cells) => Object.fromEntries(cells.map((cell, index) => [index, cell])))}
    />
  );
}

function PreviewBody({ url }: { url: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  const mode = previewModeOf(url);
  if (mode === 'image')
    return imageFailed ? (
      <Alert type="error" showIcon title={T.imageFailed} />
    ) : (
      <img src={url} alt={fileNameOf(url)} style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }} onError={() => setImageFailed(true)} />
    );
  if (mode === 'pdf') return <iframe title={fileNameOf(url)} src={url} style={{ width: '100%', height: '70vh', border: 0 }} />;
  if (mode === 'text' || mode === 'csv') return <TextPreview url={url} csv={mode === 'csv'} />;
  if (mode === 'sheet')
    return (
      <Suspense fallback={<Spin />}>
        <SheetPreview url={url} />
      </Suspense>
    );
  if (mode === 'word') return <WordPreview key={url} url={url} />;
  // .doc and PowerPoint: nothing here renders them without sending them elsewhere; download or open (spec 2's fallback).
  return <Alert type="info" showIcon title={mode === 'office' ? T.documentFailed : T.previewUnavailable} />;
}

/** The file preview modal (spec 2 §2.9, §5.4): image, pdf, text/csv, else the download / open-in-new-tab fallback. */
export function FilePreviewModal({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <Modal
      open={url !== null}
      title={url ? <FileName url={url} /> : T.preview}
      onCancel={onClose}
      width={960}
      destroyOnHidden
      footer={
        url ? (
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadFile(url)}>
              {T.download}
            </Button>
            <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
              {T.openInNewTab}
            </Button>
            <Button onClick={onClose}>{T.close}</Button>
          </Space>
        ) : null
      }
    >
      {url ? <PreviewBody url={url} /> : <Empty description={T.noFile} />}
    </Modal>
  );
}
