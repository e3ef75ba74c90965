import { FileTextOutlined, PlusOutlined, SettingOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { AiGenHistoryRecord } from '@k9/contracts';
import { App, Button, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../../api/errors';
import { LoadFailure } from '../../../app/load-failure';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useFormToast } from '../../../app/use-form-toast';
import { FlowConfigManagerDialog } from '../flow-configs/flow-config-manager-dialog';
import { useFlowConfigsQuery } from '../flow-configs/studio-flow-configs.api';
import { PromptTemplateDialog } from '../prompt-templates/prompt-template-dialog';
import { GENERATION_TEXT as TEXT } from './ai-generation.messages';
import { BatchApproveDialog } from './components/batch-approve-dialog';
import { BatchAskDialog } from './components/batch-ask-dialog';
import { HistoryDetailDialog } from './components/history-detail-dialog';
import { HistoryList } from './components/history-list';
import { QuestionBox } from './components/question-box';
import { QueueList } from './components/queue-list';
import { ResultView } from './components/result-view';
import { defaultGenerationSettings, formOf, requestSettings, type GenerationForm } from './generation-form';
import {
  useDeleteGenerationMutation,
  useGenerationHistoryQuery,
  useGenerationQueueQuery,
  useGenerationRecordQuery,
  usePublishGenerationMutation,
  useRequestGenerationMutation,
} from './studio-generation.api';

type Dialog = 'batch-ask' | 'batch-approve' | 'flows' | 'templates' | null;

const viewIdOf = (value: string | null): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * Spec 1 §2.7 AI Generation (/admin): the question box, the server's queue and the history on the left; the result on
 * the right. The record in view is in the address (?id=), so a reload or a shared link shows the same one; the queue
 * and the history are the server's, so a second tab shows them too.
 */
export function AiGenerationPage() {
  useDocumentTitle(TEXT.title);
  const toast = useFormToast('ai-generation');
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const viewId = viewIdOf(params.get('id'));
  const [chosenForm, setForm] = useState<GenerationForm>(() => ({ prompt: '', flowId: null, ...defaultGenerationSettings() }));
  const [dialog, setDialog] = useState<Dialog>(null);
  /** The record whose question and settings the question box holds (filled once per record, never over the admin's typing). */
  const [filledFor, setFilledFor] = useState<number | null>(null);
  /** The address last looked at, and the record a new address asks the box to be filled from once it has loaded. */
  const [addressSeen, setAddressSeen] = useState<number | null>(null);
  const [fillFrom, setFillFrom] = useState<number | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  const { data: allFlows = [], isLoading: flowsLoading, isSuccess: flowsLoaded } = useFlowConfigsQuery();
  const flows = useMemo(() => allFlows.filter((flow) => flow.show !== false), [allFlows]);
  // The first flow is chosen until the admin chooses one.
  const form = { ...chosenForm, flowId: chosenForm.flowId ?? flows[0]?.id ?? null };
  const { data: history = [], isLoading: historyLoading, error: historyError, refetch: readHistory } = useGenerationHistoryQuery();
  const { data: queue = [] } = useGenerationQueueQuery();
  const { data: viewed, isFetching: viewLoading, isError: viewMissing } = useGenerationRecordQuery(viewId!, { skip: viewId === null });
  const [requestGeneration, { isLoading: sending }] = useRequestGenerationMutation();
  const [deleteGeneration] = useDeleteGenerationMutation();
  const [publish] = usePublishGenerationMutation();

  const setView = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('id');
        else next.set('id', String(id));
        return next;
      }),
    [setParams],
  );

  // A record that is gone (deleted in another tab) leaves the view.
  useEffect(() => {
    if (viewMissing) setView(null);
  }, [viewMissing, setView]);

  const change = (changes: Partial<GenerationForm>) => setForm((current) => ({ ...current, ...changes }));
  const flowOfForm = flows.find((flow) => flow.id === form.flowId);
  const record = viewed && viewed.id === viewId ? viewed : undefined;
  const hasResult = !!record && (record.state === 'completed' || record.state === 'failed');
  // A reload, a direct link or the browser's back button (?id=N) fills the question box as opening the record from the
  // history does (issue 24 §1.3). Only a change of address does: opening a history item or sending fills the box
  // itself, and the address it is leaving must not fill it back while the navigation is under way.
  if (viewId !== addressSeen) {
    setAddressSeen(viewId);
    setFillFrom(viewId !== null && viewId !== filledFor ? viewId : null);
  }
  if (fillFrom !== null && record?.id === fillFrom) {
    setFillFrom(null);
    setFilledFor(record.id);
    setForm(formOf(record));
  }

  const send = async () => {
    if (!form.prompt.trim() || form.flowId === null) return;
    try {
      const response = await requestGeneration({ prompt: form.prompt.trim(), AIGenConfigId: form.flowId, settings: requestSettings(form, flowOfForm) }).unwrap();
      // The box already holds what was asked.
      setFilledFor(response.id);
      setView(response.id);
    } catch (error) {
      toast.error(failureMessage(TEXT.requestFailed, error));
    }
  };

  const select = (chosen: AiGenHistoryRecord) => {
    setForm(formOf(chosen));
    setFilledFor(chosen.id);
    setView(chosen.id);
  };

  const newQuestion = () => {
    setForm((current) => ({ ...current, prompt: '' }));
    setFilledFor(null);
    setView(null);
  };

  const publishRecord = async (chosen: AiGenHistoryRecord) => {
    try {
      await publish({ id: chosen.id, recreate: chosen.is_create }).unwrap();
      toast.success(TEXT.publishSucceeded);
    } catch (error) {
      toast.error(failureMessage(TEXT.publishFailed, error));
    }
  };

  const confirmDelete = (chosen: AiGenHistoryRecord) =>
    modal.confirm({
      title: TEXT.confirmDelete,
      content: chosen.prompt.slice(0, 200),
      okText: TEXT.yes,
      cancelText: TEXT.no,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteGeneration(chosen.id).unwrap();
          toast.success(TEXT.deleted);
          // Deleting the open item clears the view (spec 1 §4).
          if (chosen.id === viewId) {
            setView(null);
            setForm((current) => ({ ...current, prompt: '' }));
          }
          if (detailId === chosen.id) setDetailId(null);
        } catch (error) {
          toast.error(failureMessage(TEXT.deleteFailed, error));
        }
      },
    });

  return (
    <div style={{ padding: 'clamp(12px, 2vw, 24px)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0, flex: 1, minWidth: 200 }}>
          {TEXT.title}
        </Typography.Title>
        <Space wrap>
          <Button icon={<UnorderedListOutlined />} onClick={() => setDialog('batch-ask')}>
            {TEXT.batchAsk}
          </Button>
          <Button icon={<SettingOutlined />} onClick={() => setDialog('flows')}>
            {TEXT.aiConfig}
          </Button>
          <Button icon={<FileTextOutlined />} onClick={() => setDialog('templates')}>
            {TEXT.templates}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={newQuestion}>
            {TEXT.newQuestion}
          </Button>
        </Space>
      </div>

      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <aside style={{ flex: '0 1 380px', minWidth: 280, display: 'flex', flexDirection: 'column', gap: 12 }}>
          <QuestionBox
            form={form}
            onChange={change}
            flows={flows}
            flowsLoading={flowsLoading}
            onSend={() => void send()}
            onReset={() => change(defaultGenerationSettings())}
            sending={sending}
            hasResult={hasResult}
          />
          <QueueList items={queue} onOpen={setView} />
          {historyError ? <LoadFailure error={historyError} fallback={TEXT.historyLoadFailed} onRetry={readHistory} /> : null}
          <HistoryList
            history={history}
            loading={historyLoading}
            selectedId={viewId}
            onSelect={select}
            onView={(chosen) => setDetailId(chosen.id)}
            onPublish={(chosen) => void publishRecord(chosen)}
            onDelete={confirmDelete}
            onBatchApprove={() => setDialog('batch-approve')}
          />
        </aside>
        <section style={{ flex: '1 1 520px', minWidth: 0, border: '1px solid #f0f0f0', borderRadius: 8, padding: 16 }} aria-label={TEXT.resultTitle}>
          <ResultView key={record?.id ?? 'none'} record={record} loading={viewId !== null && viewLoading} flows={allFlows} flowsLoaded={flowsLoaded} />
        </section>
      </div>

      <FlowConfigManagerDialog open={dialog === 'flows'} onClose={() => setDialog(null)} />
      <PromptTemplateDialog open={dialog === 'templates'} onClose={() => setDialog(null)} />
      <BatchAskDialog open={dialog === 'batch-ask'} onClose={() => setDialog(null)} flows={flows} settings={form} />
      <BatchApproveDialog open={dialog === 'batch-approve'} onClose={() => setDialog(null)} history={history} />
      <HistoryDetailDialog record={history.find((entry) => entry.id === detailId) ?? null} onClose={() => setDetailId(null)} onOpen={select} />
    </div>
  );
}
