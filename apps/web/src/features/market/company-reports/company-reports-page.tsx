import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import type { CompanyReportRecord } from '@k9/contracts';
import { COMPANY_REPORT_INFO_COLUMNS, COMPANY_REPORT_LIMITS } from '@k9/domain/market/company-reports/company-report.types';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureMessage } from '../../../api/errors';
import { AdminListHeader } from '../../../app/admin-list-header';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useFormToast } from '../../../app/use-form-toast';
import { PATHS } from '../../../routes/paths';
import { CompanyReportPreviewModal } from './company-report-preview-modal';
import { CompanyReportSettingsModal } from './company-report-settings-modal';
import { useCompanyReportsQuery, useDeleteCompanyReportMutation } from './company-reports.api';
import { COMPANY_REPORT_TEXT as TEXT } from './company-reports.messages';
import { formatMarketValue } from './market-values';

/** The settings modal's subject: a new report, or the report whose tables are set. */
type Editing = { report: CompanyReportRecord | null } | null;

/** Spec 3 §2 screen 2: the admins' company reports with the company-info columns, preview, settings and delete. */
export function CompanyReportsPage() {
  useDocumentTitle(TEXT.title);
  const navigate = useNavigate();
  const { data: reports = [], isLoading, isFetching, error, refetch } = useCompanyReportsQuery();
  const [remove] = useDeleteCompanyReportMutation();
  const toast = useFormToast('company-reports');
  const [editing, setEditing] = useState<Editing>(null);
  const [previewing, setPreviewing] = useState<CompanyReportRecord | null>(null);

  const deleteReport = async (report: CompanyReportRecord) => {
    try {
      await remove(report.id).unwrap();
      toast.success(TEXT.deleted);
    } catch (failure) {
      toast.error(failureMessage(TEXT.deleteFailed, failure));
    }
  };

  return (
    <div style={{ padding: 'clamp(12px, 2vw, 24px)' }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(PATHS.k9Home)}>
          {TEXT.back}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ report: null })}>
          {TEXT.add}
        </Button>
      </Space>
      <AdminListHeader text={TEXT} total={isLoading ? null : TEXT.total(reports.length)} error={error} isFetching={isFetching} isLoading={isLoading} refetch={refetch} />
      <Table<CompanyReportRecord>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={reports}
        locale={{ emptyText: TEXT.empty }}
        scroll={{ x: 1500 }}
        pagination={{ pageSize: COMPANY_REPORT_LIMITS.pageSize, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: TEXT.ticker, dataIndex: 'ticker', width: 90, fixed: 'left' },
          { title: TEXT.name, dataIndex: 'name', width: 200 },
          ...COMPANY_REPORT_INFO_COLUMNS.map((column) => ({
            title: column,
            key: column,
            render: (_: unknown, report: CompanyReportRecord) => formatMarketValue(report.company?.data[column]),
          })),
          {
            title: TEXT.companySource,
            key: 'companySource',
            width: 220,
            render: (_, report) =>
              report.company ? (
                <Space orientation="vertical" size={0}>
                  {report.company.sample ? <Tag color="orange">{TEXT.sample}</Tag> : <Typography.Text>{report.company.source}</Typography.Text>}
                  <Typography.Text type="secondary">{report.company.asOf}</Typography.Text>
                </Space>
              ) : (
                <Typography.Text type="secondary">{TEXT.noCompany}</Typography.Text>
              ),
          },
          {
            title: TEXT.actions,
            key: 'actions',
            width: 250,
            render: (_, report) => (
              <Space wrap size={4}>
                <Button size="small" onClick={() => setPreviewing(report)}>
                  {TEXT.preview}
                </Button>
                <Button size="small" onClick={() => setEditing({ report })}>
                  {TEXT.settings}
                </Button>
                <Popconfirm title={TEXT.confirmDelete} okText={TEXT.yes} cancelText={TEXT.no} onConfirm={() => deleteReport(report)}>
                  <Button size="small" danger>
                    {TEXT.delete}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <CompanyReportSettingsModal open={editing !== null} report={editing?.report ?? null} onClose={() => setEditing(null)} />
      <CompanyReportPreviewModal report={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}
