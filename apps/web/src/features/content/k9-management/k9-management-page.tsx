import { UnderDevelopmentPage } from '../../../routes/under-development-page';
import { CONTENT_TEXT } from '../content.messages';

export function K9ManagementPage() {
  return <UnderDevelopmentPage title={CONTENT_TEXT.k9Management} />;
}
