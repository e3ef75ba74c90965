import { Alert, Button, Modal, Typography } from 'antd';
import { USER_MANAGEMENT_TEXT as TEXT } from '../user-management.messages';

export type InitialPassword = { account: string; password: string };

/** The one time the admin sees a new initial password: copy it, hand it over; the user must change it at first sign-in. */
export function InitialPasswordModal({ notice, onClose }: { notice: InitialPassword | null; onClose: () => void }) {
  return (
    <Modal
      open={notice !== null}
      title={TEXT.initialPasswordTitle}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {TEXT.close}
        </Button>
      }
    >
      {notice ? (
        <>
          <Typography.Paragraph>{TEXT.initialPasswordFor(notice.account)}</Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: notice.password, tooltips: [TEXT.copy, TEXT.copied] }}>
            <Typography.Text code data-testid="initial-password" style={{ fontSize: 18 }}>
              {notice.password}
            </Typography.Text>
          </Typography.Paragraph>
          <Alert type="warning" showIcon title={TEXT.initialPasswordMustChange} description={TEXT.initialPasswordOnce} />
        </>
      ) : null}
    </Modal>
  );
}
