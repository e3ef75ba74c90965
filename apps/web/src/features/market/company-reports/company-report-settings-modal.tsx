import type { CompanyReportRecord } from '@k9/contracts';
import { COMPANY_REPORT_TABLE_LABELS } from '@k9/domain/market/company-reports/company-report.messages';
import {
  COMPANY_REPORT_DATA_SOURCES,
  COMPANY_REPORT_LIMITS,
  COMPANY_REPORT_SOURCE_DATASETS,
  COMPANY_REPORT_TABLES,
  type CompanyReportDataSource,
  type CompanyReportFields,
  type CompanyReportTable,
} from '@k9/domain/market/company-reports/company-report.types';
import { companyReportChecks, newCompanyReportTables } from '@k9/domain/market/company-reports/rules/company-report-form';
import { MARKET_FIELDS } from '@k9/domain/market/market.datasets';
import { AutoComplete, Card, Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo } from 'react';
import { failureMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useCompanyReportRowsQuery, useCreateCompanyReportMutation, useSaveCompanyReportMutation } from './company-reports.api';
import { COMPANY_REPORT_TEXT as TEXT } from './company-reports.messages';

type FormValues = { ticker?: string; name?: string; settings: Record<CompanyReportTable, { dataSource?: CompanyReportDataSource; compareColumn?: string; rowCount?: number | null }> };

/** A form rule from one of the domain's checks (spec 3 §5): its message under the field, or nothing. */
const check = (message: (value: unknown) => string | null): Rule => ({ validator: (_, value) => (message(value) ? Promise.reject(new Error(message(value)!)) : Promise.resolve()) });

/** The compare column's choices: the columns the data source's rows of this ticker have (any column may be typed). */
function CompareColumnField({ table, ticker, dataSource }: { table: CompanyReportTable; ticker: string; dataSource?: CompanyReportDataSource }) {
  const valid = !companyReportChecks.ticker(ticker);
  const { data } = useCompanyReportRowsQuery({ dataset: COMPANY_REPORT_SOURCE_DATASETS[dataSource ?? 'CompanyInfo'], params: { ticker: ticker.trim(), pageSize: 20 } }, { skip: !dataSource || !valid });
  const options = useMemo(
    () => [...new Set((data?.data ?? []).flatMap((row) => Object.keys(row.data)))].filter((column) => column !== MARKET_FIELDS.ticker).map((value) => ({ value })),
    [data],
  );
  return (
    <Form.Item name={['settings', table, 'compareColumn']} label={TEXT.compareColumn} rules={[check((value) => companyReportChecks.compareColumn(table, value))]}>
      <AutoComplete
        aria-label={`${TEXT.compareColumn} ${COMPANY_REPORT_TABLE_LABELS[table]}`}
        options={options}
        maxLength={COMPANY_REPORT_LIMITS.compareColumnMax}
        filterOption={(typed, option) => String(option?.value ?? '').toLowerCase().includes(typed.toLowerCase())}
      />
    </Form.Item>
  );
}

/** One table's card: data source, compare column and row count (1-100, default 5). */
function TableSettings({ table, ticker }: { table: CompanyReportTable; ticker: string }) {
  const form = Form.useFormInstance<FormValues>();
  const dataSource = Form.useWatch(['settings', table, 'dataSource'], form) as CompanyReportDataSource | undefined;
  const label = COMPANY_REPORT_TABLE_LABELS[table];
  return (
    <Card size="small" title={label} style={{ marginBottom: 12 }} data-table={table}>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name={['settings', table, 'dataSource']} label={TEXT.dataSource} rules={[check((value) => companyReportChecks.dataSource(table, value))]}>
            <Select aria-label={`${TEXT.dataSource} ${label}`} options={COMPANY_REPORT_DATA_SOURCES.map((value) => ({ value, label: TEXT.dataSources[value] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <CompareColumnField table={table} ticker={ticker} dataSource={dataSource} />
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={['settings', table, 'rowCount']} label={TEXT.rowCount} rules={[check((value) => companyReportChecks.rowCount(table, value))]}>
            <InputNumber<number> aria-label={`${TEXT.rowCount} ${label}`} style={{ width: '100%' }} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** Spec 3 §2 screen 2: the modal that adds a report or sets its tables (spec 3 §5's rules, checked again by the server). */
export function CompanyReportSettingsModal({ open, report, onClose }: { open: boolean; report: CompanyReportRecord | null; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [create, { isLoading: creating }] = useCreateCompanyReportMutation();
  const [save, { isLoading: saving }] = useSaveCompanyReportMutation();
  const toast = useFormToast('company-report-settings');
  const ticker = (Form.useWatch('ticker', form) as string | undefined) ?? '';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(report ? { ticker: report.ticker, name: report.name, settings: report.settings } : { settings: newCompanyReportTables() });
  }, [open, report, form]);

  const submit = async () => {
    const values = (await form.validateFields()) as unknown as CompanyReportFields;
    try {
      if (report) await save({ ...values, id: report.id, version: report.version }).unwrap();
      else await create(values).unwrap();
      toast.success(report ? TEXT.saved : TEXT.created);
      onClose();
    } catch (error) {
      toast.error(failureMessage(TEXT.saveFailed, error));
    }
  };

  return (
    <Modal
      open={open}
      title={report ? TEXT.settingsTitle(report.name) : TEXT.addTitle}
      width={900}
      okText={TEXT.save}
      cancelText={TEXT.cancel}
      confirmLoading={creating || saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="ticker" label={TEXT.ticker} rules={[check(companyReportChecks.ticker)]} normalize={(value: string) => value.toUpperCase()}>
              <Input maxLength={COMPANY_REPORT_LIMITS.tickerMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="name" label={TEXT.name} rules={[check(companyReportChecks.name)]}>
              <Input maxLength={COMPANY_REPORT_LIMITS.nameMax} />
            </Form.Item>
          </Col>
        </Row>
        {COMPANY_REPORT_TABLES.map((table) => (
          <TableSettings key={table} table={table} ticker={ticker} />
        ))}
      </Form>
    </Modal>
  );
}
