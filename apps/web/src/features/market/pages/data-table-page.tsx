import { UnderDevelopmentPage } from '../../../routes/under-development-page';

export function DataTablePage() {
  return <UnderDevelopmentPage title="Bảng dữ liệu" />;
}
