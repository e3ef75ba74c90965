import { Alert } from 'antd';

/** What was wrong with the address the learner arrived with (home-page.tsx), until closed. */
export function AddressNotice({ notice, onClose }: { notice: string; onClose: () => void }) {
  return <Alert type="warning" showIcon closable={{ onClose }} title={notice} />;
}
