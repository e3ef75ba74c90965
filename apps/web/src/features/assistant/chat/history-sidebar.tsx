import { CloseCircleOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChatSessionSummary } from '@k9/contracts';
import { Alert, Button, Popconfirm, Spin, Tag, Tooltip, Typography } from 'antd';
import { relativeTime } from '../../learning/areas/shared/relative-time';
import { CHAT_TEXT as T } from '../assistant.messages';
import styles from './chat.module.css';

type Props = {
  sessions: readonly ChatSessionSummary[];
  selectedId: number | null;
  loading: boolean;
  failed: boolean;
  now: number;
  onSelect: (id: number) => void;
  onNew: () => void;
  onDelete: (session: ChatSessionSummary) => void;
  onStop: (id: number) => void;
};

/**
 * The chat-history sidebar (spec 2 §2.9, §4.11): the learner's sessions newest first; the one answering carries the
 * small close button that stops its answer; deleting an answering session is refused with the spec's warning.
 */
export function HistorySidebar({ sessions, selectedId, loading, failed, now, onSelect, onNew, onDelete, onStop }: Props) {
  return (
    <nav aria-label={T.history} style={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <div style={{ padding: 8, borderBottom: '1px solid #f0f0f0' }}>
        <Button block type="primary" icon={<PlusOutlined />} onClick={onNew}>
          {T.newChat}
        </Button>
      </div>
      <div className={styles.sidebarList}>
        {failed ? <Alert type="error" showIcon title={T.listFailed} /> : null}
        {loading ? <Spin style={{ margin: 16 }} /> : null}
        {!loading && !failed && sessions.length === 0 ? <Typography.Text type="secondary">{T.noSessions}</Typography.Text> : null}
        {sessions.map((session) => (
          <div key={session.id} className={`${styles.session} ${session.id === selectedId ? styles.sessionActive : ''}`} data-session-id={session.id}>
            <button type="button" className={styles.sessionButton} aria-current={session.id === selectedId ? 'true' : undefined} onClick={() => onSelect(session.id)}>
              <span className={styles.sessionTitle}>{session.title || T.untitled}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {session.answering ? <Tag color="processing">{T.answeringTag}</Tag> : relativeTime(session.createAt, now)}
              </Typography.Text>
            </button>
            {session.answering ? (
              <Tooltip title={T.stopSession}>
                <Button size="small" type="text" icon={<CloseCircleOutlined />} aria-label={T.stopSession} onClick={() => onStop(session.id)} />
              </Tooltip>
            ) : null}
            {session.answering ? (
              <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={T.deleteSession} onClick={() => onDelete(session)} />
            ) : (
              <Popconfirm title={T.deleteConfirm} okText={T.delete} cancelText={T.cancel} okButtonProps={{ danger: true }} onConfirm={() => onDelete(session)}>
                <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={T.deleteSession} />
              </Popconfirm>
            )}
          </div>
        ))}
      </div>
    </nav>
  );
}
