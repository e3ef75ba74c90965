import { UnderDevelopmentPage } from '../../../routes/under-development-page';

export function CompanyReportPage() {
  return <UnderDevelopmentPage title="Company Report" />;
}
