import { CommentOutlined, MailOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useState } from 'react';
import { EmailModal } from './email-modal';
import { FLOATING_TEXT as T } from './floating.messages';
import { GuideModal } from './guide-modal';
import { ZaloModal } from './zalo-modal';

type Open = 'none' | 'guide' | 'email' | 'chat';

/**
 * The floating button group of spec 2 §2.11, fixed at the bottom right: the usage guide, e-mail contact and chat-app
 * (Zalo) contact. Each modal reads its data the first time it opens.
 */
export function FloatingButtons() {
  const [open, setOpen] = useState<Open>('none');
  const [opened, setOpened] = useState<ReadonlySet<Open>>(new Set());
  const show = (which: Open) => {
    setOpen(which);
    if (!opened.has(which)) setOpened(new Set([...opened, which]));
  };
  const close = () => setOpen('none');
  return (
    <>
      <FloatButton.Group shape="circle" aria-label={T.group} style={{ insetInlineEnd: 16, insetBlockEnd: 24 }}>
        <FloatButton icon={<QuestionCircleOutlined />} tooltip={T.guide} aria-label={T.guide} onClick={() => show('guide')} />
        <FloatButton icon={<MailOutlined />} tooltip={T.email} aria-label={T.email} onClick={() => show('email')} />
        <FloatButton icon={<CommentOutlined />} tooltip={T.chat} aria-label={T.chat} onClick={() => show('chat')} />
      </FloatButton.Group>
      {opened.has('guide') ? <GuideModal open={open === 'guide'} onClose={close} /> : null}
      {opened.has('email') ? <EmailModal open={open === 'email'} onClose={close} /> : null}
      {opened.has('chat') ? <ZaloModal open={open === 'chat'} onClose={close} /> : null}
    </>
  );
}
