import { UnderDevelopmentPage } from '../../../routes/under-development-page';
import { MARKET_TEXT } from '../market.messages';

export function CompanyReportPage() {
  return <UnderDevelopmentPage title={MARKET_TEXT.companyReport} />;
}
