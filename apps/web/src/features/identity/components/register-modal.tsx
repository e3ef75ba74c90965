import { Modal, Typography } from 'antd';
import { IDENTITY_TEXT } from '../identity.messages';

type Props = { open: boolean; onClose: () => void };

/** Registration (spec 1 §2.5) comes with its own issue; until then the modal says so plainly. */
export function RegisterModal({ open, onClose }: Props) {
  return (
    <Modal open={open} title={IDENTITY_TEXT.register} onCancel={onClose} footer={null} width={420}>
      <Typography.Paragraph>{IDENTITY_TEXT.underDevelopment}</Typography.Paragraph>
    </Modal>
  );
}
