import { UnderDevelopmentPage } from '../../../routes/under-development-page';

export function AiGenerationPage() {
  return <UnderDevelopmentPage title="AI Generation" />;
}
