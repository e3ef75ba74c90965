import { BookOutlined, CopyOutlined, EditOutlined, LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Input, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { CHAT_TEXT as T } from '../assistant.messages';
import { NOTEBOOK_TEXT } from '../notebook/notebook.messages';
import { AnswerSources, chunkElementId } from './answer-sources';
import { citedNumbersOf } from './chat-citations';
import { ChatMarkdown } from './chat-markdown';
import { siblingLabel, type PathEntry } from './chat-tree';
import { WebSources } from './web-sources';
import { AiChainLink } from '../../audit/components/ai-chain-link';
import styles from './chat.module.css';

/** Spec 2 §9.5: a highlight lasts 2 s. */
const HIGHLIGHT_MS = 2_000;
const NO_CITATIONS: ReadonlySet<number> = new Set();

type Props = {
  entry: PathEntry;
  /** The session is answering: nothing may be sent (edit, regenerate). */
  busy: boolean;
  onStep: (entry: PathEntry, step: -1 | 1) => void;
  onEdit: (entry: PathEntry, content: string) => Promise<boolean>;
  onRegenerate: (entry: PathEntry) => void;
  onCopy: (content: string) => void;
  /** 'Lưu vào sổ': the answer into a notebook (features/assistant/notebook). */
  onSaveToNotebook: (content: string) => void;
  /** Admins: the session's stream, for the 'Chuỗi AI' link of each answer (issue 36 §3). */
  chainStreamId?: string;
};

/** '‹ 1/2 ›' between a message and its siblings (issue 29 §1: the screen shows one path). */
function SiblingArrows({ entry, onStep }: Pick<Props, 'entry' | 'onStep'>) {
  if (entry.siblings.length < 2) return null;
  return (
    <Space size={0} data-role="branch">
      <Button size="small" type="text" icon={<LeftOutlined />} aria-label={T.previousBranch} disabled={entry.index === 0} onClick={() => onStep(entry, -1)} />
      <Typography.Text type="secondary" data-role="branch-label">
        {siblingLabel(entry)}
      </Typography.Text>
      <Button size="small" type="text" icon={<RightOutlined />} aria-label={T.nextBranch} disabled={entry.index === entry.siblings.length - 1} onClick={() => onStep(entry, 1)} />
    </Space>
  );
}

function UserMessage({ entry, busy, onStep, onEdit, onCopy }: Props) {
  const { message } = entry;
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    if (draft !== null && (await onEdit(entry, draft))) setDraft(null);
  };
  return (
    <div className={`${styles.message} ${styles.user}`} data-role="message" data-message-role="user" data-message-id={message.id}>
      {draft === null ? (
        <div className={styles.userBubble}>{message.content}</div>
      ) : (
        <div style={{ display: 'grid', gap: 6, minWidth: 'min(480px, 70vw)' }}>
          <Input.TextArea aria-label={T.edit} value={draft} autoSize={{ minRows: 2, maxRows: 10 }} onChange={(event) => setDraft(event.target.value)} />
          <Space style={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setDraft(null)}>{T.cancel}</Button>
            <Button type="primary" disabled={busy || !draft.trim()} onClick={() => void save()}>
              {T.editSend}
            </Button>
          </Space>
        </div>
      )}
      <div className={styles.tools}>
        <SiblingArrows entry={entry} onStep={onStep} />
        <Tooltip title={T.copy}>
          <Button size="small" type="text" icon={<CopyOutlined />} aria-label={T.copy} onClick={() => onCopy(message.content)} />
        </Tooltip>
        <Tooltip title={T.edit}>
          <Button size="small" type="text" icon={<EditOutlined />} aria-label={T.edit} disabled={busy || draft !== null} onClick={() => setDraft(message.content)} />
        </Tooltip>
      </div>
    </div>
  );
}

function AssistantMessage({ entry, busy, onStep, onRegenerate, onCopy, onSaveToNotebook, chainStreamId }: Props) {
  const { message } = entry;
  const cited = useMemo(() => citedNumbersOf(message.embeddingResults), [message.embeddingResults]);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  const cite = (n: number) => {
    setHighlighted(n);
    document.getElementById(chunkElementId(message.id, n))?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  const steps = message.steps ?? [];
  return (
    <div
      className={`${styles.message} ${styles.assistant}`}
      data-role="message"
      data-message-role="assistant"
      data-message-id={message.id}
      data-streaming={message.streaming ? 'true' : 'false'}
      aria-busy={message.streaming ? true : undefined}
    >
      <div className={styles.assistantBubble}>
        <Space size={6} style={{ marginBottom: 2 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {message.advisor?.name ?? T.assistant}
          </Typography.Text>
          {message.status === 'stopped' ? <Tag>{T.stopped}</Tag> : null}
        </Space>
        {message.content ? <ChatMarkdown text={message.content} cited={cited} onCite={cite} /> : null}
        {message.streaming ? (
          <Space size={6}>
            <Spin size="small" />
            {message.content ? null : <Typography.Text type="secondary">{T.thinking}</Typography.Text>}
          </Space>
        ) : null}
        {steps.length > 1 ? (
          <details style={{ marginTop: 6 }}>
            <summary>{T.steps(steps.length)}</summary>
            {steps.map((step) => (
              <div key={step.id} style={{ marginTop: 6 }}>
                <Typography.Text strong>
                  {step.name} · {step.model}
                </Typography.Text>
                <ChatMarkdown text={step.output} cited={NO_CITATIONS} onCite={() => undefined} />
              </div>
            ))}
          </details>
        ) : null}
        {message.embeddingResults ? <AnswerSources retrieval={message.embeddingResults} messageId={message.id} highlighted={highlighted} /> : null}
        {message.streaming ? null : <WebSources citations={message.citations} note={message.webSearchNote} />}
      </div>
      {message.streaming ? null : (
        <div className={styles.tools}>
          <SiblingArrows entry={entry} onStep={onStep} />
          <Tooltip title={T.copy}>
            <Button size="small" type="text" icon={<CopyOutlined />} aria-label={T.copy} onClick={() => onCopy(message.content)} />
          </Tooltip>
          <Tooltip title={T.regenerate}>
            <Button size="small" type="text" icon={<ReloadOutlined />} aria-label={T.regenerate} disabled={busy} onClick={() => onRegenerate(entry)} />
          </Tooltip>
          <Tooltip title={NOTEBOOK_TEXT.saveAnswer}>
            <Button size="small" type="text" icon={<BookOutlined />} aria-label={NOTEBOOK_TEXT.saveAnswer} onClick={() => onSaveToNotebook(message.content)} />
          </Tooltip>
          {chainStreamId ? <AiChainLink streamId={chainStreamId} part={{ messageId: message.id }} /> : null}
        </div>
      )}
    </div>
  );
}

/** One message of the path on screen: the learner's question (copy, edit-and-resend) or the answer (markdown, sources, copy, regenerate). */
export function MessageItem(props: Props) {
  return props.entry.message.role === 'user' ? <UserMessage {...props} /> : <AssistantMessage {...props} />;
}
