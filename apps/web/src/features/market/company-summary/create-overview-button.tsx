import { ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useCurrentUser } from '../../identity/current-user';
import { showsCreateOverview } from './company-summary-rules';
import { COMPANY_SUMMARY_TEXT as T } from './company-summary.messages';
import { useQueueOverview } from './use-queue-overview';

export type CreateOverviewButtonProps = { ticker: string; hasOverview: boolean; hasData: boolean };

/**
 * 'Tạo tổng quan' on the stock screen (spec 2 §2.7, §4.12): only an admin sees it, only for a searched ticker without an
 * overview yet and with at least one data set. It queues the ticker's company summary; while the task waits or runs
 * it says so (live over /ws), and the caller's overview card fills in when the summary is saved ('ai-summary.changed').
 */
export function CreateOverviewButton({ ticker, hasOverview, hasData }: CreateOverviewButtonProps) {
  const user = useCurrentUser();
  const shown = showsCreateOverview({ isAdmin: !!user?.isAdmin, ticker, hasOverview, hasData });
  const { start, sending, running, warning } = useQueueOverview(ticker, { skip: !shown });
  if (!shown) return null;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Button type="primary" icon={<ThunderboltOutlined />} loading={sending || !!running} disabled={!!running} onClick={() => void start()}>
        {running ? T.creating : T.create}
      </Button>
      {warning && !running ? <Alert type="warning" showIcon title={warning} /> : null}
    </Space>
  );
}
