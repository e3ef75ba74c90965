import { UnderDevelopmentPage } from '../../../routes/under-development-page';

export function PageManagementPage() {
  return <UnderDevelopmentPage title="Page Management" />;
}
