import { SendOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Input, Space, Switch, Tooltip } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { CHAT_TEXT as T } from '../assistant.messages';
import styles from './chat.module.css';

type Props = {
  /** The session is answering: input and send are disabled, the stop button shows (spec 2 §4.11). */
  answering: boolean;
  sending: boolean;
  dataStore: boolean;
  onDataStore: (on: boolean) => void;
  /** Resolves true when the question was taken (the input empties). */
  onSend: (content: string) => Promise<boolean>;
  onStop: () => void;
};

/** The input box with send, the stop button while answering, and the data store switch (off by default per chat). */
export function ChatInput({ answering, sending, dataStore, onDataStore, onSend, onStop }: Props) {
  const [draft, setDraft] = useState('');
  const blocked = answering || sending;
  const send = async () => {
    if (blocked || !draft.trim()) return;
    if (await onSend(draft)) setDraft('');
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <div className={styles.composer}>
      <Input.TextArea
        aria-label={T.inputLabel}
        value={draft}
        disabled={answering}
        placeholder={T.inputPlaceholder}
        autoSize={{ minRows: 1, maxRows: 8 }}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={keyDown}
      />
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
