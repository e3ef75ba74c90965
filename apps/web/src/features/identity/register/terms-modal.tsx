import { Button, Modal, Typography } from 'antd';
import { IDENTITY_TEXT, TERMS_SECTIONS } from '../identity.messages';

type Props = { open: boolean; onClose: () => void };

/** Spec 1 §2.5: terms of use, privacy, the 2-day trial, liability, changes to the terms. */
export function TermsModal({ open, onClose }: Props) {
  return (
    <Modal
      open={open}
      title={IDENTITY_TEXT.termsTitle}
      onCancel={onClose}
      footer={<Button type="primary" onClick={onClose}>{IDENTITY_TEXT.termsClose}</Button>}
      width={600}
    >
      {TERMS_SECTIONS.map((section) => (
        <section key={section.title}>
          <Typography.Title level={5}>{section.title}</Typography.Title>
          <Typography.Paragraph>{section.body}</Typography.Paragraph>
        </section>
      ))}
    </Modal>
  );
}
