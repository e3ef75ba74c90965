import { UnderDevelopmentPage } from '../../../routes/under-development-page';

export function HomepageContentPage() {
  return <UnderDevelopmentPage title="Homepage Content" />;
}
