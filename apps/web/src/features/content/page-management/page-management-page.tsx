import { UnderDevelopmentPage } from '../../../routes/under-development-page';
import { CONTENT_TEXT } from '../content.messages';

export function PageManagementPage() {
  return <UnderDevelopmentPage title={CONTENT_TEXT.pageManagement} />;
}
