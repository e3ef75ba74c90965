import { SendOutlined, StopOutlined } from '@ant-design/icons';
import type { VisiblePromptTemplate } from '@k9/domain/studio/prompt-templates/rules/prompt-templates';
import { Button, Input, Space, Switch, Tooltip } from 'antd';
import { useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { CHAT_TEXT as T } from '../assistant.messages';
import { mentionAt, templateSuggestions, withoutMention } from '../templates/template-mention';
import { suggestionId, SUGGESTIONS_ID, TemplateSuggestions } from '../templates/template-suggestions';
import styles from './chat.module.css';

type Props = {
  /** The session is answering: input and send are disabled, the stop button shows (spec 2 §4.11). */
  answering: boolean;
  sending: boolean;
  dataStore: boolean;
  onDataStore: (on: boolean) => void;
  /** The input's text, kept by the workspace (a template applied from the sidebar or the fill-in modal lands in it). */
  draft: string;
  onDraft: (draft: string) => void;
  /** The templates the '@' suggests. */
  templates: readonly VisiblePromptTemplate[];
  /** A suggestion chosen: the '@' and its text are already out of the draft; `at` is where they were. */
  onTemplate: (template: VisiblePromptTemplate, at: number) => void;
  /** Resolves true when the question was taken (the input empties). */
  onSend: (content: string) => Promise<boolean>;
  onStop: () => void;
};

/**
 * The input box with send, the stop button while answering, the data store switch (off by default per chat), and the
 * '@' suggestions of templates whose label contains the typed text.
 */
export function ChatInput({ answering, sending, dataStore, onDataStore, draft, onDraft, templates, onTemplate, onSend, onStop }: Props) {
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  /** The '@' (by its place) the user closed with Escape. */
  const [dismissed, setDismissed] = useState<number | null>(null);
  const blocked = answering || sending;
  const mention = answering ? null : mentionAt(draft, Math.min(caret, draft.length));
  const suggestions = mention && mention.start !== dismissed ? templateSuggestions(templates, mention.query) : [];
  const shown = suggestions.length > 0;
  const current = Math.min(active, suggestions.length - 1);

  const send = async () => {
    if (blocked || !draft.trim()) return;
    if (await onSend(draft)) onDraft('');
  };
  const choose = (template: VisiblePromptTemplate) => {
    if (!mention) return;
    onDraft(withoutMention(draft, mention));
    setCaret(mention.start);
    onTemplate(template, mention.start);
  };
  const follow = (event: SyntheticEvent<HTMLTextAreaElement>) => setCaret(event.currentTarget.selectionStart ?? 0);

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (shown) {
      const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
      if (event.key in moves) {
        event.preventDefault();
        setActive((current + moves[event.key] + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(suggestions[current]);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissed(mention!.start);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <div className={styles.composer}>
      <div className={styles.composerInput}>
        {shown ? <TemplateSuggestions suggestions={suggestions} active={current} onChoose={choose} /> : null}
        <Input.TextArea
          aria-label={T.inputLabel}
          aria-controls={shown ? SUGGESTIONS_ID : undefined}
          aria-activedescendant={shown ? suggestionId(current) : undefined}
          aria-autocomplete="list"
          value={draft}
          disabled={answering}
          placeholder={T.inputPlaceholder}
          autoSize={{ minRows: 1, maxRows: 8 }}
          onChange={(event) => {
            onDraft(event.target.value);
            follow(event);
            setActive(0);
            setDismissed(null);
          }}
          onSelect={follow}
          onKeyDown={keyDown}
        />
      </div>
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Tooltip title={T.dataStoreHint}>
          <Space size={6}>
            <Switch size="small" checked={dataStore} onChange={onDataStore} aria-label={T.dataStore} />
            <span>{T.dataStore}</span>
          </Space>
        </Tooltip>
        <Space>
          {answering ? (
            <Button danger icon={<StopOutlined />} onClick={onStop}>
              {T.stop}
            </Button>
          ) : null}
          <Button type="primary" icon={<SendOutlined />} disabled={blocked || !draft.trim()} loading={sending} onClick={() => void send()}>
            {T.send}
          </Button>
        </Space>
      </Space>
    </div>
  );
}
