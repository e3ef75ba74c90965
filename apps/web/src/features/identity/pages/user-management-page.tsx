import { UnderDevelopmentPage } from '../../../routes/under-development-page';

export function UserManagementPage() {
  return <UnderDevelopmentPage title="User Management" />;
}
