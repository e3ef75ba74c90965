import { UnderDevelopmentPage } from '../../../routes/under-development-page';
import { STUDIO_TEXT } from '../studio.messages';

export function AiGenerationPage() {
  return <UnderDevelopmentPage title={STUDIO_TEXT.aiGeneration} />;
}
