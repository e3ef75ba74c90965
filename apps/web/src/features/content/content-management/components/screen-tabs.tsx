import type { ContentCountsResponse } from '@k9/contracts';
import { Badge, Space } from 'antd';
import { ResponsiveTabs } from '../../../../app/responsive-tabs';
import { useListAiSummariesQuery } from '../../content.api';
import type { ManagementVariant } from '../bulk-actions';
import { CM_TEXT as TEXT, type ManagementTab } from '../content-management.messages';
import { isRecordTab } from '../content-query';

type Props = {
  variant: ManagementVariant;
  title: string;
  tabs: readonly ManagementTab[];
  active: ManagementTab;
  counts: ContentCountsResponse | undefined;
  onChange: (tab: ManagementTab) => void;
};

/** The screen's tabs, each with the count of its published records as a badge. */
export function ScreenTabs({ variant, title, tabs, active, counts, onChange }: Props) {
  // The report views' badges count published reports too: a page of one answers with the total.
  const reports = useListAiSummariesQuery({ kind: 'report', status: 'published', pageSize: 1 }, { skip: variant !== 'k9' });
  const companyReports = useListAiSummariesQuery({ kind: 'reportDN', status: 'published', pageSize: 1 }, { skip: variant !== 'k9' });
  const publishedReports: Partial<Record<ManagementTab, number>> = { report: reports.data?.total, reportDN: companyReports.data?.total };

  const items = tabs.map((tab) => {
    const count = isRecordTab(tab) ? counts?.published[tab] : variant === 'k9' ? publishedReports[tab] : undefined;
    return {
      key: tab,
      label: (
        <Space size={6}>
          {TEXT.tabs[tab]}
          {count !== undefined ? <Badge count={count} showZero overflowCount={99999} color={count ? '#1677ff' : '#bfbfbf'} title={TEXT.tabBadge(count)} /> : null}
        </Space>
      ),
    };
  });
  return <ResponsiveTabs label={title} activeKey={active} onChange={(key) => onChange(key as ManagementTab)} items={items} />;
}
