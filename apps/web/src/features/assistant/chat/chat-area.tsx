import { ApartmentOutlined, BookOutlined, FileTextOutlined, HistoryOutlined, PlusOutlined, RobotOutlined, SnippetsOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ChatSessionSummary } from '@k9/contracts';
import type { VisiblePromptTemplate } from '@k9/domain/studio/prompt-templates/rules/prompt-templates';
import { messageProblem } from '@k9/domain/assistant/rules/chat-rules';
import { Alert, Button, Drawer, Space, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { refusalMessage } from '../../../api/errors';
import type { LearnerAreaProps } from '../../../app/web-context';
import { useAppDispatch } from '../../../app/hooks';
import { useFormToast } from '../../../app/use-form-toast';
import { useCurrentUser } from '../../identity/current-user';
import { PromptTemplateDialog } from '../../studio/prompt-templates/prompt-template-dialog';
import { usePromptTemplatesQuery } from '../../studio/prompt-templates/studio-prompt-templates.api';
import {
  assistantApi,
  sessionTag,
  useChatAdvisorsQuery,
  useChatRunQuery,
  useChatSessionQuery,
  useChatSessionsQuery,
  useCreateChatSessionMutation,
  useDeleteChatSessionMutation,
  useRegenerateChatAnswerMutation,
  useSendChatMessageMutation,
  useStopChatAnswerMutation,
} from '../assistant.api';
import { CHAT_TEXT as T } from '../assistant.messages';
import { NOTEBOOK_TEXT } from '../notebook/notebook.messages';
import { useSaveToNotebook } from '../notebook/use-save-to-notebook';
import { AdvisorSettingsModal } from '../settings/advisor-settings-modal';
import { PipelineSettingsModal } from '../settings/pipeline-settings-modal';
import { placeholderCount } from '../templates/template-fill';
import { TemplateFillModal } from '../templates/template-fill-modal';
import { insertedAt } from '../templates/template-mention';
import { TemplateSidebar } from '../templates/template-sidebar';
import { AdvisorRow } from './advisor-row';
import { ChatInput } from './chat-input';
import { advisorChoices, CHAT_MEMORY_SAVE_MS, chosenAdvisor, loadChatMemory, newestFirst, restoredSession, saveChatMemory, type ChatMemory } from './chat-memory';
import { choose, followUpParent, regenerationOf, stepSibling, visiblePath, withAnswer, type BranchChoices, type PathEntry } from './chat-tree';
import { HistorySidebar } from './history-sidebar';
import { MessageItem } from './message-item';
import styles from './chat.module.css';

/** The data store switch and the input of a chat not created yet. */
const NEW_CHAT = 'new';
type SettingsModal = 'advisors' | 'pipelines' | 'templates';
/** A template being filled in, and where its text goes in the input (where its '@' was; else the end). */
type Filling = { template: VisiblePromptTemplate; at: number | null };
/** How often a session whose run has ended is read again until its stored answer is in. */
const SETTLE_MS = 400;

/** Spec 2 §4.11: the selection is saved every 30 s, when the page is hidden and when it is left (and when the tab closes). */
function useRememberSelection(memory: ChatMemory) {
  const latest = useRef(memory);
  useEffect(() => {
    latest.current = memory;
  }, [memory]);
  useEffect(() => {
    const save = () => saveChatMemory(latest.current);
    const hidden = () => document.visibilityState === 'hidden' && save();
    const timer = setInterval(save, CHAT_MEMORY_SAVE_MS);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', save);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, []);
}

/**
 * The learner's 'Trợ lý học thuật AI' tab (spec 2 §2.9, §4.11; issue 29 §5): the history sidebar (an overlay at 768 px
 * or less), the message area showing one path through the session's branches, the advisor row, the data store switch
 * and the input, or the welcome panel with 'new chat' when no session is selected. Answers are made on the server: the
 * session says whether it is answering and with which run, whose deltas stream in (replayed from seq 0 after a reload).
 */
export function ChatArea({ narrow }: LearnerAreaProps) {
  const user = useCurrentUser();
  const toast = useFormToast('assistant-chat');
  const [memory] = useState(loadChatMemory);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [advisorKey, setAdvisorKey] = useState<string | null>(memory.advisorKey);
  const [restored, setRestored] = useState(false);
  const [dataStore, setDataStore] = useState<Record<string, boolean>>({});
  const [choices, setChoices] = useState<Record<number, BranchChoices>>({});
  const [historyOpen, setHistoryOpen] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [filling, setFilling] = useState<Filling | null>(null);
  const [settings, setSettings] = useState<SettingsModal | null>(null);
  const isAdmin = !!user && (user.isAdmin || user.isSuperAdmin);
  const templateList = usePromptTemplatesQuery();
  const templates = templateList.data?.data ?? [];
  const [now, setNow] = useState(() => Date.now());

  const sessions = useChatSessionsQuery(user ? (user.email ?? user.id) : skipToken);
  const advisorList = useChatAdvisorsQuery();
  const advisors = useMemo(() => advisorChoices(advisorList.data), [advisorList.data]);
  const advisor = chosenAdvisor(advisors, advisorKey);
  const listed = useMemo(() => newestFirst(sessions.data ?? []), [sessions.data]);

  // The last session comes back once the list has loaded (spec 2 §4.11).
  if (!restored && sessions.data) {
    setRestored(true);
    setSelectedId(restoredSession(memory, sessions.data));
  }
  useRememberSelection(useMemo(() => ({ sessionId: selectedId, advisorKey: advisor.key }), [selectedId, advisor.key]));
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const session = useChatSessionQuery(selectedId ?? skipToken);
  const view = session.data?.id === selectedId ? session.data : undefined;
  const answering = view?.answering ?? null;
  const run = useChatRunQuery(answering && selectedId !== null ? { sessionId: selectedId, runId: answering.runId } : skipToken);
  const streamed = run.data?.runId === answering?.runId ? (run.data?.text ?? '') : '';
  const messages = useMemo(() => withAnswer(view?.chatHistory ?? [], answering, streamed), [view?.chatHistory, answering, streamed]);
  const sessionChoices = selectedId === null ? undefined : choices[selectedId];
  const path = useMemo(() => visiblePath(messages, sessionChoices), [messages, sessionChoices]);

  const [createSession, creating] = useCreateChatSessionMutation();
  const [deleteSession] = useDeleteChatSessionMutation();
  const [sendMessage, sending] = useSendChatMessageMutation();
  const [regenerateAnswer, regenerating] = useRegenerateChatAnswerMutation();
  const [stopAnswer] = useStopChatAnswerMutation();

  // The run has ended but the session still says it answers with it: the stored answer lands a moment after the run's
  // end (or the end came before this tab held the session), so the session is read again until it is in.
  const dispatch = useAppDispatch();
  const runEnded = !!answering && run.data?.runId === answering.runId && run.data.state !== 'running';
  useEffect(() => {
    if (!runEnded || selectedId === null) return;
    const timer = setInterval(() => dispatch(assistantApi.util.invalidateTags([sessionTag(selectedId)])), SETTLE_MS);
    return () => clearInterval(timer);
  }, [runEnded, selectedId, dispatch]);

  // A failed answer says the spec's message (the apology is stored in the session).
  const told = useRef(new Set<string>());
  const failure = run.data?.state === 'error' ? run.data : null;
  useEffect(() => {
    if (!failure || told.current.has(failure.runId)) return;
    told.current.add(failure.runId);
    toast.error(failure.error ?? T.sendFailed);
  }, [failure, toast]);

  // The answer growing keeps the newest text in sight.
  const scroller = useRef<HTMLDivElement>(null);
  const lastContent = path.at(-1)?.message.content.length ?? 0;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [path.length, lastContent, selectedId]);

  const summaryOf = (id: number): ChatSessionSummary | undefined => listed.find((each) => each.id === id);
  const isAnswering = (id: number) => (id === selectedId && view ? !!view.answering : !!summaryOf(id)?.answering);
  const refuseWhileAnswering = (id: number | null): boolean => {
    if (id === null || !isAnswering(id)) return false;
    toast.warning(T.answering);
    return true;
  };

  // Save to notebook (issue 30 §2): refused while the session answers (spec 2 §4.11).
  const notebook = useSaveToNotebook(() => refuseWhileAnswering(selectedId));

  const select = (id: number) => {
    setSelectedId(id);
    setHistoryOpen(false);
  };

  const create = async (): Promise<number | null> => {
    try {
      const { id } = await createSession({ advisorType: advisor.key }).unwrap();
      setDataStore((held) => ({ ...held, [id]: held[NEW_CHAT] ?? false, [NEW_CHAT]: false }));
      return id;
    } catch (error) {
      toast.error(refusalMessage(error, T.createFailed));
      return null;
    }
  };

  const newChat = async () => {
    const id = await create();
    if (id === null) return;
    toast.success(T.created);
    select(id);
  };

  const send = async (content: string, parentId: string | null | undefined): Promise<boolean> => {
    if (refuseWhileAnswering(selectedId)) return false;
    const problem = messageProblem(content);
    if (problem) {
      if (content.trim()) toast.warning(problem);
      return false;
    }
    const id = selectedId ?? (await create());
    if (id === null) return false;
    if (selectedId === null) setSelectedId(id);
    try {
      const started = await sendMessage({ sessionId: id, content, parentId, advisorKey: advisor.key, dataStore: dataStore[id] ?? dataStore[NEW_CHAT] ?? false }).unwrap();
      setChoices((held) => ({ ...held, [id]: choose(held[id] ?? {}, parentId === undefined ? (started.data.chatHistory.find((each) => each.id === started.messageId)?.parentId ?? null) : parentId, started.messageId) }));
      return true;
    } catch (error) {
      toast.error(refusalMessage(error, T.sendFailed));
      return false;
    }
  };

  // The next question follows the last message on screen (an answer); a path ending in a question lets the server choose.
  const last = path.at(-1)?.message;
  const nextParent = last?.role === 'user' ? undefined : followUpParent(path);

  const remove = async (target: ChatSessionSummary) => {
    if (refuseWhileAnswering(target.id)) return;
    try {
      await deleteSession(target.id).unwrap();
      toast.success(T.deleted);
      if (selectedId === target.id) setSelectedId(null);
    } catch (error) {
      toast.error(refusalMessage(error, T.deleteFailed));
    }
  };

  const stop = async (id: number) => {
    try {
      await stopAnswer(id).unwrap();
    } catch (error) {
      toast.error(refusalMessage(error, T.stopFailed));
    }
  };

  const changeAdvisor = (key: string) => {
    if (refuseWhileAnswering(selectedId)) return;
    setAdvisorKey(key);
  };

  const step = (entry: PathEntry, by: -1 | 1) => selectedId !== null && setChoices((held) => ({ ...held, [selectedId]: stepSibling(held[selectedId] ?? {}, entry, by) }));
  const edit = (entry: PathEntry, content: string) => send(content, entry.message.parentId);
  // Another answer to the same question, shown as its newest sibling ('2/2').
  const regenerate = async (entry: PathEntry) => {
    const again = regenerationOf(messages, entry.message.id);
    if (!again || selectedId === null || refuseWhileAnswering(selectedId)) return;
    try {
      const started = await regenerateAnswer({ sessionId: selectedId, questionId: again.questionId, advisorKey: advisor.key, dataStore: dataStore[selectedId] ?? false }).unwrap();
      setChoices((held) => ({ ...held, [selectedId]: choose(held[selectedId] ?? {}, again.questionId, started.answerId) }));
    } catch (error) {
      toast.error(refusalMessage(error, T.sendFailed));
    }
  };
  const copy = (content: string) => {
    navigator.clipboard?.writeText(content).then(
      () => toast.success(T.copied),
      () => toast.error(T.copyFailed),
    );
  };

  const draftKey = selectedId === null ? NEW_CHAT : String(selectedId);
  const draft = drafts[draftKey] ?? '';
  const setDraft = (key: string, text: string) => setDrafts((held) => ({ ...held, [key]: text }));
  /** A template's text into the input at `at` (else at its end), over what the input holds by then. */
  const insertIntoDraft = (key: string, at: number | null, text: string) =>
    setDrafts((held) => ({ ...held, [key]: insertedAt(held[key] ?? '', at ?? (held[key] ?? '').length, text) }));

  // Templates (spec 2 §2.9, §4.11): refused while the session answers; one with &&& opens the fill-in modal.
  const chooseTemplate = (template: VisiblePromptTemplate, at: number | null) => {
    setTemplatesOpen(false);
    if (refuseWhileAnswering(selectedId)) return;
    if (placeholderCount(template.template) === 0) insertIntoDraft(draftKey, at, template.template);
    else setFilling({ template, at });
  };
  const applyTemplate = (text: string) => {
    insertIntoDraft(draftKey, filling?.at ?? null, text);
    setFilling(null);
  };
  const newChatWithTemplate = async (text: string) => {
    setFilling(null);
    const id = await create();
    if (id === null) return;
    toast.success(T.created);
    setDraft(String(id), text);
    select(id);
  };
  const openSettings = (which: SettingsModal) => {
    if (refuseWhileAnswering(selectedId)) return;
    setSettings(which);
  };

  const templateSidebar = <TemplateSidebar templates={templates} loading={templateList.isLoading} failed={templateList.isError} onChoose={(template) => chooseTemplate(template, null)} />;

  const sidebar = (
    <HistorySidebar
      sessions={listed}
      selectedId={selectedId}
      loading={sessions.isLoading}
      failed={sessions.isError}
      now={now}
      onSelect={select}
      onNew={() => void newChat()}
      onDelete={(target) => void remove(target)}
      onStop={(id) => void stop(id)}
    />
  );

  const busy = !!answering;
  let body;
  if (selectedId === null) {
    body = (
      <div className={styles.welcome} data-role="welcome">
        <Typography.Title level={3}>{T.welcomeTitle}</Typography.Title>
        <Typography.Paragraph type="secondary">{T.welcomeText}</Typography.Paragraph>
        <Button type="primary" size="large" icon={<PlusOutlined />} loading={creating.isLoading} onClick={() => void newChat()}>
          {T.newChat}
        </Button>
      </div>
    );
  } else if (session.isError && !view) {
    body = <Alert type="error" showIcon title={T.historyFailed} action={<Button onClick={() => void session.refetch()}>{T.retry}</Button>} />;
  } else if (!view) {
    body = <Spin style={{ margin: 'auto' }} aria-label={T.loadingSession} />;
  } else {
    body = path.map((entry) => <MessageItem key={entry.message.id} entry={entry} busy={busy} onStep={step} onEdit={edit} onRegenerate={(entry) => void regenerate(entry)} onCopy={copy} onSaveToNotebook={notebook.saveAnswer} chainStreamId={isAdmin && selectedId !== null ? `chat-session-${selectedId}` : undefined} />);
  }

  const dataStoreKey = draftKey;
  return (
    <div data-area="ai" aria-label={T.areaLabel} className={`${styles.workspace} ${narrow ? styles.narrow : ''}`}>
      {narrow ? (
        <Drawer title={T.templates.title} placement="left" open={templatesOpen} onClose={() => setTemplatesOpen(false)} size={300} styles={{ body: { padding: 0 } }}>
          {templateSidebar}
        </Drawer>
      ) : (
        <aside className={styles.templateSidebar}>{templateSidebar}</aside>
      )}
      {narrow ? (
        <Drawer title={T.history} placement="left" open={historyOpen} onClose={() => setHistoryOpen(false)} size={300} styles={{ body: { padding: 0 } }}>
          {sidebar}
        </Drawer>
      ) : (
        <aside className={styles.sidebar}>{sidebar}</aside>
      )}
      <section className={styles.main} aria-label={view?.title || T.areaLabel}>
        <div className={styles.topBar}>
          {narrow ? <Button icon={<HistoryOutlined />} aria-label={T.history} onClick={() => setHistoryOpen(true)} /> : null}
          {narrow ? <Button icon={<SnippetsOutlined />} aria-label={T.templates.open} onClick={() => setTemplatesOpen(true)} /> : null}
          <AdvisorRow advisors={advisors} selected={advisor.key} onChange={changeAdvisor} />
          {view ? (
            <Tooltip title={NOTEBOOK_TEXT.saveChat}>
              <Button size="small" icon={<BookOutlined />} aria-label={NOTEBOOK_TEXT.saveChat} onClick={() => notebook.saveChat(path.map((each) => each.message))} />
            </Tooltip>
          ) : null}
          {isAdmin ? (
            <Space size={4} style={{ marginInlineStart: 'auto' }}>
              <Tooltip title={T.settings.advisors}>
                <Button size="small" icon={<RobotOutlined />} aria-label={T.settings.advisors} onClick={() => openSettings('advisors')} />
              </Tooltip>
              <Tooltip title={T.settings.pipelines}>
                <Button size="small" icon={<ApartmentOutlined />} aria-label={T.settings.pipelines} onClick={() => openSettings('pipelines')} />
              </Tooltip>
              <Tooltip title={T.settings.templates}>
                <Button size="small" icon={<FileTextOutlined />} aria-label={T.settings.templates} onClick={() => openSettings('templates')} />
              </Tooltip>
            </Space>
          ) : null}
        </div>
        <div ref={scroller} className={styles.messages} data-role="messages">
          {body}
        </div>
        <ChatInput
          key={selectedId ?? NEW_CHAT}
          answering={busy}
          sending={sending.isLoading || regenerating.isLoading || creating.isLoading}
          dataStore={dataStore[dataStoreKey] ?? false}
          onDataStore={(on) => setDataStore((held) => ({ ...held, [dataStoreKey]: on }))}
          draft={draft}
          onDraft={(text) => setDraft(draftKey, text)}
          templates={templates}
          onTemplate={chooseTemplate}
          onSend={(content) => send(content, nextParent)}
          onStop={() => selectedId !== null && void stop(selectedId)}
        />
      </section>
      {notebook.modal}
      {filling ? <TemplateFillModal key={filling.template.key} template={filling.template} onCancel={() => setFilling(null)} onApply={applyTemplate} onNewChat={(text) => void newChatWithTemplate(text)} /> : null}
      {isAdmin ? (
        <>
          <AdvisorSettingsModal open={settings === 'advisors'} onClose={() => setSettings(null)} />
          <PipelineSettingsModal open={settings === 'pipelines'} onClose={() => setSettings(null)} />
          <PromptTemplateDialog open={settings === 'templates'} onClose={() => setSettings(null)} />
        </>
      ) : null}
    </div>
  );
}
