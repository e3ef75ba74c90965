import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ContentImportResponse } from '@k9/contracts/content/import/import.routes';
import { CONTENT_IMPORT_MESSAGES } from '@k9/domain/content/import/import.messages';
import { CONTENT_FIELD_LABELS, contentValueLabel } from '@k9/domain/content/content-labels';
import type { ContentType } from '@k9/domain/content/content.types';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Descriptions, Input, Modal, Progress, Result, Space, Table, Tag, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { refusalMessage } from '../../../../api/errors';
import { useAppDispatch } from '../../../../app/hooks';
import { useFormToast } from '../../../../app/use-form-toast';
import { contentApi } from '../../content.api';
import { importFinished } from '../../import/import-progress';
import { importTemplateUrl, useConfirmImportMutation, useGetImportQuery, usePreviewImportFileMutation, usePreviewImportJsonMutation } from '../../import/content-import.api';
import { CM_TEXT } from '../content-management.messages';

const WRAPPED = { whiteSpace: 'normal', overflowWrap: 'anywhere', marginInlineEnd: 0 } as const;

export type ImportKind = 'excel' | 'json';

export const IMPORT_TEXT = {
  excelTitle: (tab: string) => `Import Excel vào ${tab}`,
  jsonTitle: (tab: string) => `Import JSON vào ${tab}`,
  template: 'Tải file Excel mẫu',
  drop: 'Kéo thả hoặc bấm để chọn file Excel (.xlsx, .xls, .xlsm)',
  jsonPlaceholder: '[{ "title": "...", "summary": "..." }]',
  check: 'Kiểm tra',
  confirm: (count: number) => `Import ${count} bản ghi`,
  back: 'Chọn file khác',
  close: 'Đóng',
  preview: 'Xem trước 10 dòng đầu',
  invalid: (count: number) => `${count} dòng không hợp lệ`,
  counts: (total: number, valid: number, invalid: number, dropped: number) =>
    `${total} dòng dữ liệu: ${valid} hợp lệ, ${invalid} không hợp lệ${dropped ? `, ${dropped} dòng không có tiêu đề bị bỏ qua` : ''}`,
  ignored: (columns: string) => `Các cột không được đọc: ${columns}`,
  row: 'Dòng',
  reason: 'Lý do',
  valid: 'Hợp lệ',
  importing: 'Đang import...',
  reading: 'Đang đọc file...',
  done: (created: number, failed: number) => `Đã import ${created} bản ghi${failed ? `, ${failed} dòng lỗi` : ''}`,
  defaults: 'Mặc định khi import: trạng thái Đã xuất bản, mức ảnh hưởng Bình thường, độ ưu tiên Trung bình, không nổi bật, nhóm trang chủ Mới nhất, thứ tự hiển thị 1, loại câu chuyện Podcast.',
} as const;

/**
 * Excel and JSON import (spec 3 §5): upload or paste, the server's preview of the first 10 rows with the invalid rows
 * and their reasons, confirm, then the job's progress until every row is in.
 */
export function ImportModal({ kind, type, onClose }: { kind: ImportKind | null; type: ContentType; onClose: () => void }) {
  const toast = useFormToast('content-import');
  const dispatch = useAppDispatch();
  const [previewFile, fileState] = usePreviewImportFileMutation();
  const [previewJson, jsonState] = usePreviewImportJsonMutation();
  const [confirm, confirmState] = useConfirmImportMutation();
  const [json, setJson] = useState('');
  const [prepared, setPrepared] = useState<ContentImportResponse | null>(null);
  const [confirmedId, setConfirmedId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const progress = useGetImportQuery(confirmedId ?? skipToken);
  const current = progress.data ?? prepared;
  const finished = importFinished(current ?? undefined);

  useEffect(() => {
    if (!confirmedId || !finished || !current) return;
    dispatch(contentApi.util.invalidateTags([{ type: 'Content', id: 'LIST' }, { type: 'Content', id: 'COUNTS' }]));
    if (current.status === 'failed' || current.created === 0) toast.error(CONTENT_IMPORT_MESSAGES.nothingToImport);
    else toast.success(IMPORT_TEXT.done(current.created, current.failed));
  }, [confirmedId, finished, current, dispatch, toast]);

  const reset = () => {
    setPrepared(null);
    setConfirmedId(null);
    setRefusal(null);
  };
  const close = () => {
    reset();
    setJson('');
    onClose();
  };

  const upload = async (file: File) => {
    setRefusal(null);
    if (!/\.(xlsx|xls|xlsm)$/i.test(file.name)) {
      setRefusal(CONTENT_IMPORT_MESSAGES.excelOnly);
      return;
    }
    try {
      setPrepared(await previewFile({ type, file }).unwrap());
    } catch (error) {
      setRefusal(refusalMessage(error, CONTENT_IMPORT_MESSAGES.excelReadFailed));
    }
  };

  const checkJson = async () => {
    setRefusal(null);
    if (!json.trim()) {
      setRefusal(CONTENT_IMPORT_MESSAGES.jsonRequired);
      return;
    }
    try {
      setPrepared(await previewJson({ type, json }).unwrap());
    } catch (error) {
      setRefusal(refusalMessage(error, CONTENT_IMPORT_MESSAGES.jsonInvalid));
    }
  };

  const run = async () => {
    if (!prepared) return;
    if (prepared.validRows === 0) {
      setRefusal(CONTENT_IMPORT_MESSAGES.nothingToImport);
      return;
    }
    try {
      const answer = await confirm(prepared.importId).unwrap();
      setConfirmedId(answer.importId);
    } catch (error) {
      setRefusal(refusalMessage(error, CONTENT_IMPORT_MESSAGES.importFailed));
    }
  };

  const tab = CM_TEXT.tabs[type];
  const footer = confirmedId ? (
    <Button type="primary" onClick={close} disabled={!finished}>
      {IMPORT_TEXT.close}
    </Button>
  ) : prepared ? (
    <Space>
      <Button onClick={reset}>{IMPORT_TEXT.back}</Button>
      <Button type="primary" loading={confirmState.isLoading} disabled={prepared.validRows === 0} onClick={() => void run()}>
        {IMPORT_TEXT.confirm(prepared.validRows)}
      </Button>
    </Space>
  ) : kind === 'json' ? (
    <Button type="primary" loading={jsonState.isLoading} onClick={() => void checkJson()}>
      {IMPORT_TEXT.check}
    </Button>
  ) : null;

  return (
    <Modal title={kind === 'json' ? IMPORT_TEXT.jsonTitle(tab) : IMPORT_TEXT.excelTitle(tab)} open={kind !== null} onCancel={close} footer={footer} width={1000} destroyOnHidden maskClosable={!confirmedId}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
        {!prepared ? (
          <>
            <Typography.Text type="secondary">{IMPORT_TEXT.defaults}</Typography.Text>
            <Button icon={<DownloadOutlined />} href={importTemplateUrl(type)}>
              {IMPORT_TEXT.template}
            </Button>
            {kind === 'json' ? (
              <Input.TextArea aria-label={IMPORT_TEXT.jsonTitle(tab)} placeholder={IMPORT_TEXT.jsonPlaceholder} value={json} onChange={(event) => setJson(event.target.value)} autoSize={{ minRows: 10, maxRows: 24 }} style={{ fontFamily: 'monospace' }} />
            ) : (
              <Upload.Dragger
                accept=".xlsx,.xls,.xlsm"
                showUploadList={false}
                disabled={fileState.isLoading}
                beforeUpload={(file) => {
                  void upload(file);
                  return Upload.LIST_IGNORE;
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p>{fileState.isLoading ? IMPORT_TEXT.reading : IMPORT_TEXT.drop}</p>
              </Upload.Dragger>
            )}
          </>
        ) : confirmedId && current ? (
          <ImportProgress state={current} />
        ) : (
          <ImportPreview prepared={prepared} />
        )}
      </Space>
    </Modal>
  );
}

function ImportProgress({ state }: { state: ContentImportResponse }) {
  const total = state.validRows || 1;
  const percent = Math.round(((state.created + state.failed) / total) * 100);
  if (state.status === 'completed' || state.status === 'failed')
    return <Result status={state.created > 0 ? 'success' : 'error'} title={state.created > 0 ? IMPORT_TEXT.done(state.created, state.failed) : CONTENT_IMPORT_MESSAGES.nothingToImport} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text>{IMPORT_TEXT.importing}</Typography.Text>
      <Progress percent={percent} status="active" aria-label={IMPORT_TEXT.importing} />
    </Space>
  );
}

function ImportPreview({ prepared }: { prepared: ContentImportResponse }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={prepared.fileName || 'JSON'}>{IMPORT_TEXT.counts(prepared.totalRows, prepared.validRows, prepared.invalidRows, prepared.droppedRows)}</Descriptions.Item>
      </Descriptions>
      {prepared.ignoredColumns.length ? <Alert type="info" showIcon title={IMPORT_TEXT.ignored(prepared.ignoredColumns.join(', '))} /> : null}
      <Typography.Title level={5}>{IMPORT_TEXT.preview}</Typography.Title>
      <Table
        size="small"
        rowKey="row"
        pagination={false}
        dataSource={prepared.preview}
        scroll={{ x: 900 }}
        columns={[
          { key: 'row', title: IMPORT_TEXT.row, dataIndex: 'row', width: 70 },
          { key: 'title', title: CM_TEXT.columnTitle, dataIndex: 'title', width: 240, ellipsis: { showTitle: true } },
          { key: 'summary', title: CONTENT_FIELD_LABELS.summary, dataIndex: 'summary', width: 240, ellipsis: { showTitle: true } },
          { key: 'category', title: CM_TEXT.columnCategory, dataIndex: 'category', width: 140 },
          { key: 'status', title: CM_TEXT.columnStatus, width: 120, render: (_, row) => (row.status ? contentValueLabel('status', row.status) : '') },
          // The whole reason, wrapped: a cut one ('Thiếu title hoặc sum…') does not say what to fix.
          { key: 'valid', title: IMPORT_TEXT.valid, width: 240, render: (_, row) => (row.valid ? <Tag color="green">{IMPORT_TEXT.valid}</Tag> : <Tag color="red" style={WRAPPED}>{row.reason}</Tag>) },
        ]}
      />
      {prepared.invalid.length ? (
        <>
          <Typography.Title level={5}>{IMPORT_TEXT.invalid(prepared.invalidRows)}</Typography.Title>
          <Table
            size="small"
            rowKey="row"
            dataSource={prepared.invalid}
            pagination={prepared.invalid.length > 20 ? { pageSize: 20 } : false}
            columns={[
              { key: 'row', title: IMPORT_TEXT.row, dataIndex: 'row', width: 70 },
              { key: 'title', title: CM_TEXT.columnTitle, dataIndex: 'title', ellipsis: { showTitle: true } },
              { key: 'reason', title: IMPORT_TEXT.reason, dataIndex: 'reason' },
            ]}
          />
        </>
      ) : null}
    </Space>
  );
}
