import { Divider } from 'antd';
import type { LearnerAreaProps } from '../../app/web-context';
import { FLOATING_ROOM } from '../learning/areas/shared/layout';
import { CompanySummaries } from './company-summary/company-summaries';
import { CreateOverviewButton } from './company-summary/create-overview-button';
import { StockScreen } from './stock-screen/stock-screen';

/** The card's action for a ticker with data and no overview yet: the admins' 'Tạo tổng quan' (spec 2 §4.12). */
const createOverview = (ticker: string) => <CreateOverviewButton ticker={ticker} hasOverview={false} hasData />;

/** The learner's 'Doanh nghiệp' tab (spec 2 §2.7, §2.8): the stock screen, then the company summaries. */
export function CompanyArea({ narrow }: LearnerAreaProps) {
  return (
    <div style={{ paddingBottom: narrow ? FLOATING_ROOM : 0, minWidth: 0 }}>
      <StockScreen overviewAction={createOverview} />
      <Divider />
      <CompanySummaries />
    </div>
  );
}
