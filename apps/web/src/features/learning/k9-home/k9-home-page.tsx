import { UnderDevelopmentPage } from '../../../routes/under-development-page';
import { WelcomePopup } from '../../site/welcome-popup/welcome-popup';
import { LEARNING_TEXT } from '../learning.messages';

export function K9HomePage() {
  return (
    <>
      <WelcomePopup />
      <UnderDevelopmentPage title={LEARNING_TEXT.k9Home} />
    </>
  );
}
