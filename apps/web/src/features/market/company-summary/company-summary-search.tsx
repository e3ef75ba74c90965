import { UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { CompanySummaryQueueModal } from './company-summary-queue-modal';
import { COMPANY_SUMMARY_TEXT as T } from './company-summary.messages';
import { useQueueOverview } from './use-queue-overview';

/**
 * The back office's company summary search (spec 3 §5): a ticker ('Vui lòng nhập mã chứng khoán!' when empty) queued
 * for its company summary ('Không có dữ liệu để tạo tổng quan!' when no table has rows), and the queue modal (spec 3
 * §4) with the tasks' counts; the new summary joins the reportDN list live.
 */
export function CompanySummarySearch() {
  const [form] = Form.useForm<{ ticker: string }>();
  const [ticker, setTicker] = useState('');
  const [queueOpen, setQueueOpen] = useState(false);
  const { start, sending, running, warning, queue } = useQueueOverview(ticker);
  const inQueue = (queue.data?.processing ?? 0) + (queue.data?.waiting ?? 0);

  const submit = async ({ ticker: typed }: { ticker: string }) => {
    const wanted = typed.trim().toUpperCase();
    setTicker(wanted);
    if (await start(wanted)) form.resetFields();
  };

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} aria-label={T.searchTitle} role="group">
      <Space wrap align="start">
        <Form form={form} layout="inline" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item name="ticker" label={T.tickerLabel} rules={[{ required: true, whitespace: true, message: T.tickerRequired }]}>
            <Input placeholder={T.tickerPlaceholder} maxLength={10} allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={sending}>
              {T.create}
            </Button>
          </Form.Item>
        </Form>
        <Badge count={inQueue} size="small">
          <Button icon={<UnorderedListOutlined />} onClick={() => setQueueOpen(true)}>
            {T.queueButton}
          </Button>
        </Badge>
      </Space>
      {warning && !running ? <Alert type="warning" showIcon closable title={warning} /> : null}
      {queueOpen ? <CompanySummaryQueueModal onClose={() => setQueueOpen(false)} /> : null}
    </Space>
  );
}
