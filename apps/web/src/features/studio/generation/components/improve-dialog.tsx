import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { GENERATION_TEXT as TEXT } from '../ai-generation.messages';

type Props = {
  /** The selected text (improve selected text), or null (improve the whole content). */
  selection: string | null;
  open: boolean;
  loading: boolean;
  onImprove: (request: string) => void;
  onClose: () => void;
};

/** Spec 1 §2.7 dialogs "improve selected text" and "improve whole content": the improve button waits for a request. */
export function ImproveDialog({ selection, open, loading, onImprove, onClose }: Props) {
  const [request, setRequest] = useState('');
  const title = selection === null ? TEXT.improveAll : TEXT.improveSelection;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => onImprove(request.trim())}
      okText={TEXT.improve}
      cancelText={TEXT.cancel}
      okButtonProps={{ disabled: !request.trim(), loading }}
      destroyOnHidden
      afterClose={() => setRequest('')}
    >
      {selection !== null ? (
        <>
          <Typography.Text strong>{TEXT.selectedText}</Typography.Text>
          {/* Plain text: whatever the selection holds is shown, never parsed. */}
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', background: '#fafafa', padding: 8, borderRadius: 6, maxHeight: 200, overflow: 'auto' }} data-testid="improve-selection">
            {selection}
          </Typography.Paragraph>
        </>
      ) : null}
      <Typography.Text strong>{TEXT.improveRequest}</Typography.Text>
      <Input.TextArea
        aria-label={TEXT.improveRequest}
        placeholder={TEXT.improveRequestPlaceholder}
        value={request}
        onChange={(event) => setRequest(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={2000}
        style={{ marginTop: 4 }}
      />
    </Modal>
  );
}
