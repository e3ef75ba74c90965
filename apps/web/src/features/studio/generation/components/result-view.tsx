import { EditOutlined, HighlightOutlined, SaveOutlined, SoundOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { AiGenHistoryRecord } from '@k9/contracts';
import type { AiFlowConfig } from '@k9/domain/studio/flow-configs/flow-config.types';
import { Alert, App, Button, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, failureMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { GENERATION_TEXT as TEXT } from '../ai-generation.messages';
import { flowHasVoice, skippedStepName, sourceOfSelection } from '../generation-form';
import { useCreateAudioMutation, useEditAnswerMutation, useImproveAnswerMutation } from '../studio-generation.api';
import { GeneratedAnswer } from './generated-answer';
import { GenerationAudio, GenerationImages } from './generation-media';
import { ImproveDialog } from './improve-dialog';

type Props = { record: AiGenHistoryRecord | undefined; loading: boolean; flows: AiFlowConfig[]; flowsLoaded: boolean };

/**
 * What the browser has selected inside `container`, or '': a selection that runs past the answer is cut at its edges
 * (a triple click on the last paragraph also selects into the 'Hình ảnh' heading below), one wholly elsewhere does not
 * count.
 */
const selectionIn = (container: HTMLElement | null): string => {
  const selection = window.getSelection();
  if (!container || !selection || selection.isCollapsed || selection.rangeCount === 0) return '';
  const range = selection.getRangeAt(0);
  if (container.contains(range.commonAncestorContainer)) return selection.toString().trim();
  if (!range.intersectsNode(container)) return '';
  const clamped = range.cloneRange();
  if (!container.contains(range.startContainer)) clamped.setStart(container, 0);
  if (!container.contains(range.endContainer)) clamped.setEnd(container, container.childNodes.length);
  return clamped.toString().trim();
};

/**
 * Spec 1 §2.7 result view (keyed by the record in view: another record starts without an edit or a selection): the spinner with the running step while the request is processed; then the audio, the
 * answer (markdown, sanitised) with edit / save / cancel, Improve on a selection and on the whole content, the images.
 */
export function ResultView({ record, loading, flows, flowsLoaded }: Props) {
  const toast = useFormToast('generation-result');
  const { modal } = App.useApp();
  const answerRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [selection, setSelection] = useState('');
  const [improving, setImproving] = useState<{ selection: string | null } | null>(null);
  const [editAnswer, { isLoading: saving }] = useEditAnswerMutation();
  const [improveAnswer, { isLoading: improvingNow }] = useImproveAnswerMutation();
  const [createAudio, { isLoading: makingAudio }] = useCreateAudioMutation();

  // The Improve button goes when the selection in the result does (a click elsewhere, a new selection outside).
  useEffect(() => {
    const follow = () => {
      if (!selectionIn(answerRef.current)) setSelection('');
    };
    document.addEventListener('selectionchange', follow);
    return () => document.removeEventListener('selectionchange', follow);
  }, []);

  if (!record) {
    return loading ? <Spin style={{ display: 'block', margin: '64px auto' }} /> : <Empty description={TEXT.emptyResult} style={{ marginTop: 64 }} />;
  }

  if (record.state === 'waiting' || record.state === 'running') {
    return (
      <div role="status" style={{ textAlign: 'center', padding: '64px 16px' }}>
        <Spin size="large" />
        <Typography.Title level={3} style={{ fontSize: 18, marginTop: 16 }}>
          {TEXT.processing}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {record.prompt}
        </Typography.Paragraph>
        {record.state === 'running' && record.runningStep ? (
          <Tag color="processing" data-testid="running-step">
            {TEXT.runningStep}: {record.runningStep}
          </Tag>
        ) : (
          <Tag>{TEXT.waitingTurn}</Tag>
        )}
      </div>
    );
  }

  const completed = record.state === 'completed';
  const flow = flows.find((entry) => entry.id === record.AIGenConfigId);

  const save = async () => {
    try {
      const response = await editAnswer({ id: record.id, anwser: draft }).unwrap();
      setEditing(false);
      if (response.changed) toast.success(TEXT.contentUpdated);
      else toast.info(response.message);
    } catch (error) {
      toast.error(failureMessage(TEXT.contentUpdateFailed, error));
    }
  };

  const improve = async (request: string) => {
    if (!improving) return;
    try {
      const selected = improving.selection === null ? undefined : (sourceOfSelection(record.anwser, improving.selection) ?? improving.selection);
      const response = await improveAnswer({ id: record.id, selected_text: selected, improvement_prompt: request }).unwrap();
      setImproving(null);
      setSelection('');
      window.getSelection()?.removeAllRanges();
      if (response.changed) toast.success(TEXT.improved);
      else toast.warning(TEXT.noChange);
    } catch (error) {
      // Spec 1 §8: improve failures use alerts.
      modal.error({ title: TEXT.improveFailed, content: failureMessage(TEXT.improveFailed, error) });
    }
  };

  const makeAudio = async (recreate: boolean) => {
    // Spec 1 §5: the flow must exist and have its AI5 on (the server checks the same).
    if (flowsLoaded && !flow) return toast.error(TEXT.flowNotFound);
    if (flowsLoaded && !flowHasVoice(flow)) return toast.error(TEXT.ai5Inactive);
    try {
      const response = await createAudio({ id: record.id, recreate }).unwrap();
      toast.success(response.message || (recreate ? TEXT.audioRecreated : TEXT.audioCreated));
    } catch (error) {
      // The server words it with the spec's audio messages ('AI5 không được kích hoạt!', 'Không tạo được audio!' and why ...).
      toast.error(errorMessage(error, TEXT.audioError));
    }
  };

  const confirmRecreateAudio = () =>
    modal.confirm({ title: TEXT.recreateAudio, content: TEXT.confirmRecreateAudio, okText: TEXT.yes, cancelText: TEXT.no, onOk: () => makeAudio(true) });

  const noteSelection = () => setSelection(selectionIn(answerRef.current));

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0, flex: 1, minWidth: 200, overflowWrap: 'anywhere' }}>
          {record.prompt}
        </Typography.Title>
        {completed && !editing ? (
          <Space wrap>
            {selection ? (
              <Button icon={<HighlightOutlined />} onMouseDown={(event) => event.preventDefault()} onClick={() => setImproving({ selection })}>
                {TEXT.improve}
              </Button>
            ) : null}
            <Button icon={<ThunderboltOutlined />} onClick={() => setImproving({ selection: null })}>
              {TEXT.improveAll}
            </Button>
            <Button
              icon={<EditOutlined />}
              onClick={() => {
                setDraft(record.anwser);
                setEditing(true);
              }}
            >
              {TEXT.edit}
            </Button>
          </Space>
        ) : null}
      </div>

      {completed ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
          <GenerationAudio url={record.audioUrl} />
          {record.audioUrl ? (
            <Button icon={<SoundOutlined />} loading={makingAudio} onClick={confirmRecreateAudio}>
              {TEXT.recreateAudio}
            </Button>
          ) : (
            <Button icon={<SoundOutlined />} loading={makingAudio} onClick={() => void makeAudio(false)}>
              {TEXT.createAudio}
            </Button>
          )}
        </div>
      ) : null}

      {record.skippedSteps?.length ? (
        <Alert
          type="warning"
          showIcon
          data-testid="skipped-steps"
          title={TEXT.skippedTitle(record.skippedSteps.length)}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {record.skippedSteps.map((step) => (
                <li key={step.key}>{`${skippedStepName(step)}: ${step.message}`}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}

      {editing ? (
        <div>
          <Input.TextArea aria-label={TEXT.editor} value={draft} onChange={(event) => setDraft(event.target.value)} autoSize={{ minRows: 10, maxRows: 30 }} />
          <Space style={{ marginTop: 8 }}>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
              {TEXT.save}
            </Button>
            <Button onClick={() => setEditing(false)}>{TEXT.cancel}</Button>
          </Space>
        </div>
      ) : (
        <div ref={answerRef} onMouseUp={noteSelection} onKeyUp={noteSelection} data-testid="generation-answer" style={{ lineHeight: 1.7, overflowWrap: 'anywhere' }}>
          {completed ? <GeneratedAnswer text={record.anwser} label={TEXT.answer} /> : <Typography.Text type="danger">{record.anwser}</Typography.Text>}
        </div>
      )}

      <div style={{ marginTop: 24 }}>
        <GenerationImages record={record} />
      </div>

      <ImproveDialog
        open={improving !== null}
        selection={improving?.selection ?? null}
        loading={improvingNow}
        onImprove={(request) => void improve(request)}
        onClose={() => setImproving(null)}
      />
    </div>
  );
}
