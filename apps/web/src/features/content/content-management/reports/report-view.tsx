import { DeleteOutlined, EditOutlined, EyeOutlined, HistoryOutlined } from '@ant-design/icons';
import type { AiSummaryRecord } from '@k9/contracts';
import { AI_SUMMARY_MESSAGES } from '@k9/domain/content/ai-summary/ai-summary.messages';
import { AI_SUMMARY_CATEGORIES, AI_SUMMARY_FILE_EXTS, AI_SUMMARY_LIMITS, AI_SUMMARY_STATUSES } from '@k9/domain/content/ai-summary/rules/ai-summary-fields';
import type { ParameterTable } from '@k9/domain/content/ai-summary/rules/parameter-table';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Divider, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage, errorStatus, refusalMessage } from '../../../../api/errors';
import { formatDateTime } from '../../../../app/datetime';
import { useFormToast } from '../../../../app/use-form-toast';
import { LoadFailure } from '../../../../app/load-failure';
import { useGetAuditStreamQuery } from '../../../admin/audit/audit.api';
import { AuditTimeline } from '../../../admin/audit/audit-timeline';
import { aiSummaryStreamId, useDeleteAiSummaryMutation, useListAiSummariesQuery, useUpdateAiSummaryMutation } from '../../content.api';
import { MediaList } from '../components/media-fields';
import { SafeMarkdown } from '../components/safe-html';
import { FileName } from '../../../learning/reading/file-name';
import { useVirtualTableRoles } from '../components/virtual-roles';
import { CM_TEXT } from '../content-management.messages';
import { HISTORY_TEXT } from '../content-forms.messages';
import { AI_SUMMARY_PAGE_SIZE } from '../content-query';
import { ParameterTablePreview, ParameterTablesField } from './parameter-tables';
import { CompanySummarySearch } from '../../../market/company-summary/company-summary-search';

export const REPORT_TEXT = {
  title: 'Tiêu đề',
  category: 'Danh mục',
  status: 'Trạng thái',
  createdAt: 'Ngày tạo',
  files: 'File đính kèm (tối đa 10)',
  // Spec 2 §3: summary1 is the short one, summary2 the detailed one.
  summary1: 'Tóm tắt ngắn',
  summary2: 'Tóm tắt chi tiết',
  url: 'Đường dẫn báo cáo',
  tables: 'Bảng tham số',
  detailTitle: (id: number) => `AI Summary #${id}`,
  editTitle: (id: number) => `Chỉnh sửa AI Summary #${id}`,
  updated: 'Đã cập nhật AI Summary',
  updateFailed: 'Lỗi khi cập nhật AI Summary',
  deleted: 'Đã xóa AI Summary',
  deleteFailed: 'Lỗi khi xóa AI Summary',
  reload: 'Tải lại',
  total: (count: number) => `${count} báo cáo`,
  history: (id: number) => `Lịch sử AI Summary #${id}`,
  historyLine: { AiSummaryCreated: 'Tạo AI Summary', AiSummaryEdited: 'Sửa', AiSummaryDeleted: 'Xóa AI Summary' } as Record<string, string>,
  /** The fields an edit names in the history. */
  fields: { info: 'Thông tin báo cáo', summary1: 'Tóm tắt ngắn', summary2: 'Tóm tắt chi tiết', category: 'Danh mục', status: 'Trạng thái', tables: 'Bảng tham số', fileUrls: 'File đính kèm' } as Record<string, string>,
} as const;

type EditValues = { title: string; URLReport?: string; category: AiSummaryRecord['category']; status: AiSummaryRecord['status']; summary1: string; summary2: string; tables: ParameterTable[]; fileUrls: string[] };

const FILE_PATTERN = new RegExp(`\\.(${AI_SUMMARY_FILE_EXTS.join('|')})$`, 'i');

function AiSummaryEditModal({ record, onClose }: { record: AiSummaryRecord | null; onClose: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const toast = useFormToast('ai-summary-edit');
  const [update, { isLoading }] = useUpdateAiSummaryMutation();
  const [refusal, setRefusal] = useState<{ message: string; stale: boolean } | null>(null);

  useEffect(() => {
    if (!record) return;
    form.resetFields();
    form.setFieldsValue({ ...record, title: record.info.title, URLReport: record.info.URLReport ?? '' });
  }, [record, form]);

  const save = async (values: EditValues) => {
    if (!record) return;
    const { title, URLReport, ...rest } = values;
    try {
      await update({ id: record.id, version: record.version, body: { ...rest, info: { ...record.info, title: title.trim(), ...(URLReport ? { URLReport } : {}) } } }).unwrap();
      toast.success(REPORT_TEXT.updated);
      onClose();
    } catch (error) {
      const stale = errorStatus(error) === 412;
      const message = stale ? errorMessage(error, REPORT_TEXT.updateFailed) : refusalMessage(error, REPORT_TEXT.updateFailed);
      setRefusal({ message, stale });
      toast.error(stale ? message : `${REPORT_TEXT.updateFailed}: ${message}`);
    }
  };

  return (
    <Modal
      title={record ? REPORT_TEXT.editTitle(record.id) : ''}
      open={record !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={CM_TEXT.save}
      cancelText={CM_TEXT.cancel}
      confirmLoading={isLoading}
      width={1000}
      destroyOnHidden
      afterClose={() => setRefusal(null)}
    >
      {refusal ? <Alert type={refusal.stale ? 'warning' : 'error'} showIcon title={refusal.message} style={{ marginBottom: 12 }} /> : null}
      <Form<EditValues> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="title" label={REPORT_TEXT.title} rules={[{ required: true, whitespace: true, message: AI_SUMMARY_MESSAGES.titleRequired }]}>
          <Input maxLength={AI_SUMMARY_LIMITS.title} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="category" label={REPORT_TEXT.category} rules={[{ required: true, message: AI_SUMMARY_MESSAGES.categoryRequired }]}>
            <Select style={{ width: 200 }} options={AI_SUMMARY_CATEGORIES.map((value) => ({ value, label: value }))} />
          </Form.Item>
          <Form.Item name="status" label={REPORT_TEXT.status} rules={[{ required: true, message: AI_SUMMARY_MESSAGES.statusRequired }]}>
            <Select style={{ width: 200 }} options={AI_SUMMARY_STATUSES.map((value) => ({ value, label: CM_TEXT.status[value] }))} />
          </Form.Item>
        </Space>
        <Form.Item name="URLReport" label={REPORT_TEXT.url}>
          <Input />
        </Form.Item>
        <Form.Item name="summary1" label={REPORT_TEXT.summary1} rules={[{ required: true, whitespace: true, message: AI_SUMMARY_MESSAGES.summary1Required }]}>
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} />
        </Form.Item>
        <Form.Item name="summary2" label={REPORT_TEXT.summary2}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
        </Form.Item>
        <Form.Item name="fileUrls" label={REPORT_TEXT.files}>
          <MediaList
            purpose="document"
            kind="file"
            accept={AI_SUMMARY_FILE_EXTS.map((ext) => `.${ext}`).join(',')}
            max={AI_SUMMARY_LIMITS.files}
            tooMany={AI_SUMMARY_MESSAGES.tooManyFiles}
            check={(file) => (FILE_PATTERN.test(file.name) ? null : AI_SUMMARY_MESSAGES.fileTypeInvalid)}
          />
        </Form.Item>
        <Form.Item name="tables" label={REPORT_TEXT.tables}>
          <ParameterTablesField />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AiSummaryDetail({ record, onClose }: { record: AiSummaryRecord | null; onClose: () => void }) {
  const history = useGetAuditStreamQuery(record ? aiSummaryStreamId(record.id) : skipToken, { refetchOnMountOrArgChange: true });
  return (
    <Modal title={record ? REPORT_TEXT.detailTitle(record.id) : ''} open={record !== null} onCancel={onClose} footer={null} width={1200} destroyOnHidden>
      {record ? (
        <article aria-label={record.info.title} style={{ display: 'grid', gap: 12 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {record.info.title}
          </Typography.Title>
          <Space wrap>
            <Tag color="blue">{record.category}</Tag>
            <Tag>{CM_TEXT.status[record.status]}</Tag>
            <Tag>{formatDateTime(record.created_at)}</Tag>
            {record.info.URLReport ? (
              <a href={record.info.URLReport} target="_blank" rel="noopener noreferrer">
                {REPORT_TEXT.url}
              </a>
            ) : null}
          </Space>
          <Divider titlePlacement="start">{REPORT_TEXT.summary1}</Divider>
          <SafeMarkdown text={record.summary1} />
          <Divider titlePlacement="start">{REPORT_TEXT.summary2}</Divider>
          <SafeMarkdown text={record.summary2} />
          {record.tables.length ? <Divider titlePlacement="start">{REPORT_TEXT.tables}</Divider> : null}
          {record.tables.map((table) => (
            <ParameterTablePreview key={table.id} table={table} />
          ))}
          {record.fileUrls.length ? (
            <>
              <Divider titlePlacement="start">{REPORT_TEXT.files}</Divider>
              <ul>
                {record.fileUrls.map((url) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      <FileName url={url} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Divider titlePlacement="start">{REPORT_TEXT.history(record.id)}</Divider>
          <AuditTimeline
            isLoading={history.isLoading}
            error={history.error}
            onRetry={history.refetch}
            items={history.data?.data ?? []}
            entryOf={(entry) => entry}
            texts={{ loadFailed: HISTORY_TEXT.loadFailed, empty: HISTORY_TEXT.empty, system: HISTORY_TEXT.system }}
            body={(entry) => <Typography.Text>{REPORT_TEXT.historyLine[entry.type] ?? entry.type}{entry.type === 'AiSummaryEdited' ? ` ${Object.keys((entry.data as { changes?: object }).changes ?? {}).map((field) => REPORT_TEXT.fields[field] ?? field).join(', ')}` : ''}</Typography.Text>}
          />
        </article>
      ) : null}
    </Modal>
  );
}

/** The report and reportDN data views (spec 3 screen 1): AI summaries, page 1,000 (spec 3 §9), with their detail, edit and delete. */
export function ReportView({ kind, status, onStatus }: { kind: 'report' | 'reportDN'; status?: string; onStatus: (status: AiSummaryRecord['status'] | undefined) => void }) {
  const list = useListAiSummariesQuery({ kind, status, pageSize: AI_SUMMARY_PAGE_SIZE });
  const [remove] = useDeleteAiSummaryMutation();
  const toast = useFormToast('ai-summary');
  const [viewing, setViewing] = useState<AiSummaryRecord | null>(null);
  const [editing, setEditing] = useState<AiSummaryRecord | null>(null);
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const roles = useVirtualTableRoles(CM_TEXT.tabs[kind]);

  const onDelete = async (record: AiSummaryRecord) => {
    try {
      await remove(record.id).unwrap();
      toast.success(REPORT_TEXT.deleted);
    } catch (error) {
      toast.error(`${REPORT_TEXT.deleteFailed}: ${errorMessage(error, '')}`.replace(/: $/, ''));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {kind === 'reportDN' ? <CompanySummarySearch /> : null}
      <Space wrap>
        <Select<AiSummaryRecord['status']>
          allowClear
          aria-label={CM_TEXT.filterStatus}
          placeholder={CM_TEXT.filterStatus}
          value={status as AiSummaryRecord['status'] | undefined}
          onChange={(value) => onStatus(value ?? undefined)}
          options={AI_SUMMARY_STATUSES.map((value) => ({ value, label: CM_TEXT.status[value] }))}
          style={{ width: 180 }}
        />
        <Typography.Text type="secondary">{REPORT_TEXT.total(list.data?.total ?? 0)}</Typography.Text>
      </Space>
      {list.error ? <LoadFailure error={list.error} fallback={CM_TEXT.loadFailedPlain} onRetry={list.refetch} /> : null}
      <Table<AiSummaryRecord>
        rowKey="id"
        size="small"
        aria-label={CM_TEXT.tabs[kind]}
        {...roles}
        loading={list.isLoading}
        dataSource={rows}
        pagination={{ pageSize: AI_SUMMARY_PAGE_SIZE, showSizeChanger: false }}
        virtual
        scroll={{ x: 1100, y: 600 }}
        columns={[
          { key: 'id', title: CM_TEXT.columnId, dataIndex: 'id', width: 80 },
          { key: 'title', title: REPORT_TEXT.title, width: 420, render: (_, row) => <Typography.Link onClick={() => setViewing(row)}>{row.info.title}</Typography.Link> },
          { key: 'category', title: REPORT_TEXT.category, dataIndex: 'category', width: 140 },
          { key: 'status', title: REPORT_TEXT.status, width: 130, render: (_, row) => <Tag>{CM_TEXT.status[row.status]}</Tag> },
          { key: 'files', title: CM_TEXT.columnFiles, width: 80, render: (_, row) => row.fileUrls.length },
          { key: 'createdAt', title: REPORT_TEXT.createdAt, width: 170, render: (_, row) => formatDateTime(row.created_at) },
          {
            key: 'actions',
            title: CM_TEXT.columnActions,
            width: 150,
            fixed: 'right',
            render: (_, row) => (
              <Space size={0}>
                <Button type="text" size="small" icon={<EyeOutlined />} aria-label={`${CM_TEXT.view} ${row.id}`} onClick={() => setViewing(row)} />
                <Button type="text" size="small" icon={<EditOutlined />} aria-label={`${CM_TEXT.edit} ${row.id}`} onClick={() => setEditing(row)} />
                <Button type="text" size="small" icon={<HistoryOutlined />} aria-label={`${CM_TEXT.history} ${row.id}`} onClick={() => setViewing(row)} />
                <Popconfirm title={CM_TEXT.confirmDelete} okText={CM_TEXT.deleteOk} cancelText={CM_TEXT.cancel} okButtonProps={{ danger: true }} onConfirm={() => void onDelete(row)}>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${CM_TEXT.delete} ${row.id}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <AiSummaryDetail record={viewing} onClose={() => setViewing(null)} />
      <AiSummaryEditModal record={editing} onClose={() => setEditing(null)} />
    </Space>
  );
}
