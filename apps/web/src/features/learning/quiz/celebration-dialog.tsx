import { TrophyOutlined } from '@ant-design/icons';
import { Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Confetti } from './celebration-confetti';
import { CELEBRATION_DIALOG_MS, CELEBRATION_TEXT as T, CONFETTI_MS } from './celebration-rule';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The completion celebration (spec 2 §4.7, §9.5): a congratulation dialog for 2 s with confetti for about 3 s (no
 * confetti for readers who prefer reduced motion; the dialog still shows). Loaded only when there is something to
 * celebrate. `onDone` once both are over.
 */
export function CelebrationDialog({ total, program, onDone }: { total: number; program: string; onDone: () => void }) {
  const [dialogOpen, setDialogOpen] = useState(true);
  const [confetti] = useState(() => !prefersReducedMotion());
  useEffect(() => {
    const closeDialog = setTimeout(() => setDialogOpen(false), CELEBRATION_DIALOG_MS);
    const done = setTimeout(onDone, confetti ? CONFETTI_MS : CELEBRATION_DIALOG_MS);
    return () => {
      clearTimeout(closeDialog);
      clearTimeout(done);
    };
  }, [confetti, onDone]);
  return (
    <>
      <Modal open={dialogOpen} title={T.title} footer={null} centered width={380} onCancel={() => setDialogOpen(false)}>
        <div style={{ display: 'grid', justifyItems: 'center', gap: 12, textAlign: 'center', padding: '8px 0' }}>
          <TrophyOutlined aria-hidden style={{ fontSize: 48, color: '#f59e0b' }} />
          <Typography.Paragraph style={{ margin: 0, fontSize: 16 }}>{T.body(total, program)}</Typography.Paragraph>
        </div>
      </Modal>
      {confetti ? <Confetti durationMs={CONFETTI_MS} /> : null}
    </>
  );
}
