import { UnderDevelopmentPage } from '../../../routes/under-development-page';
import { WelcomePopup } from '../../site/components/welcome-popup';

export function K9HomePage() {
  return (
    <>
      <WelcomePopup />
      <UnderDevelopmentPage title="Trang K9" />
    </>
  );
}
