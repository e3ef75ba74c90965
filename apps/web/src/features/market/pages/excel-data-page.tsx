import { UnderDevelopmentPage } from '../../../routes/under-development-page';

export function ExcelDataPage() {
  return <UnderDevelopmentPage title="Dữ liệu Excel" />;
}
