import { UnderDevelopmentPage } from '../../../routes/under-development-page';

export function K9HomePage() {
  return <UnderDevelopmentPage title="Trang K9" />;
}
