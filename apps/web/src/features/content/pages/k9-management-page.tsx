import { UnderDevelopmentPage } from '../../../routes/under-development-page';

export function K9ManagementPage() {
  return <UnderDevelopmentPage title="K9 Management" />;
}
