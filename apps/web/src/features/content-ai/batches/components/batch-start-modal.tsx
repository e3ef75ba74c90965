import type { AiBatchKind } from '@k9/domain/content-ai/batches/ai-batch.types';
import { DEFAULT_QUIZ_TARGETS, QUIZ_COUNT_CHOICES, QUIZ_GENERATION_MODEL } from '@k9/domain/content-ai/batches/quiz-targets';
import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import { refusalMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useAiModelsQuery } from '../../../ai/ai.api';
import { ModelSelect } from '../../components/settings-parts';
import { AI_BATCH_TEXT as TEXT } from '../ai-batch.messages';
import { useStartAiBatchMutation } from '../ai-batches.api';

type Values = { dryRun?: boolean; prompt?: string; evaluationPrompt?: string; model?: string; evaluationModel?: string; quizCount?: number; essayCount?: number };

const COUNTS = QUIZ_COUNT_CHOICES.map((value) => ({ value, label: String(value) }));
const INITIAL: Record<AiBatchKind, Values> = {
  classify: { dryRun: true },
  'create-question': { model: QUIZ_GENERATION_MODEL, evaluationModel: QUIZ_GENERATION_MODEL, quizCount: DEFAULT_QUIZ_TARGETS.quiz, essayCount: DEFAULT_QUIZ_TARGETS.essay },
  'improve-detail': { dryRun: true },
  'update-by-cid': { dryRun: true },
};

/** The request's options as the server reads them (batchOptions): only what was filled in. */
function optionsOf(kind: AiBatchKind, values: Values): Record<string, unknown> {
  const { dryRun: _dryRun, ...rest } = values;
  void _dryRun;
  if (kind === 'classify') return {};
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * What one AI batch asks before it runs (spec 3 screen 1: 'Create Question', 'Improve Detail', update by content id;
 * issue 35: classification): prompts and models where the kind takes them, the question counts, and 'Chạy thử' for the
 * kinds that may run as a dry run first. Started, the batch's progress modal takes over.
 */
export function BatchStartModal({ kind, recordIds, onClose, onStarted }: { kind: AiBatchKind; recordIds: number[]; onClose: () => void; onStarted: (id: string) => void }) {
  const [form] = Form.useForm<Values>();
  const [start, { isLoading }] = useStartAiBatchMutation();
  const toast = useFormToast(`ai-batch-${kind}`);
  const catalog = useAiModelsQuery(undefined, { skip: kind === 'classify' });
  const run = async (values: Values) => {
    try {
      const dryRun = kind === 'create-question' ? undefined : !!values.dryRun;
      const { id } = await start({ kind, recordIds, ...(dryRun === undefined ? {} : { dryRun }), options: optionsOf(kind, values) }).unwrap();
      onStarted(id);
    } catch (error) {
      toast.error(refusalMessage(error, kind === 'classify' ? TEXT.classifyFailed : TEXT.startFailed));
    }
  };
  const model = (name: 'model' | 'evaluationModel', label: string, required: boolean) => (
    <Form.Item name={name} label={label} rules={required ? [{ required: true, message: TEXT.modelRequired }] : []} extra={required ? undefined : TEXT.fromPromptSettings}>
      <ModelSelect catalog={catalog} kind="text" label={label} />
    </Form.Item>
  );
  return (
    <Modal title={TEXT.kind[kind]} open onCancel={onClose} onOk={() => form.submit()} okText={TEXT.start} cancelText={TEXT.cancel} confirmLoading={isLoading} width={kind === 'classify' ? 480 : 720} destroyOnHidden>
      <Alert type="info" showIcon title={TEXT.selected(recordIds.length)} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" name={`ai-batch-${kind}`} initialValues={INITIAL[kind]} onFinish={(values) => void run(values)}>
        {kind === 'create-question' ? (
          <>
            <Form.Item name="prompt" label={TEXT.prompt} rules={[{ required: true, whitespace: true, message: TEXT.promptRequired }]}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
            </Form.Item>
            <Form.Item name="evaluationPrompt" label={TEXT.evaluationPrompt} rules={[{ required: true, whitespace: true, message: TEXT.evaluationPromptRequired }]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
            </Form.Item>
            {model('model', TEXT.model, true)}
            {model('evaluationModel', TEXT.evaluationModel, true)}
            <div style={{ display: 'flex', gap: 16 }}>
              <Form.Item name="quizCount" label={TEXT.quizCount} style={{ flex: 1 }}>
                <Select aria-label={TEXT.quizCount} options={COUNTS} />
              </Form.Item>
              <Form.Item name="essayCount" label={TEXT.essayCount} style={{ flex: 1 }}>
                <Select aria-label={TEXT.essayCount} options={COUNTS} />
              </Form.Item>
            </div>
          </>
        ) : null}
        {kind === 'improve-detail' ? (
          <>
            <Form.Item name="prompt" label={TEXT.prompt} rules={[{ required: true, whitespace: true, message: TEXT.promptRequired }]}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
            </Form.Item>
            {model('model', TEXT.model, true)}
          </>
        ) : null}
        {kind === 'update-by-cid' ? (
          <>
            <Form.Item name="prompt" label={TEXT.prompt} extra={TEXT.fromPromptSettings}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
            </Form.Item>
            {model('model', TEXT.model, false)}
          </>
        ) : null}
        {kind !== 'create-question' ? (
          <Form.Item name="dryRun" label={TEXT.dryRun} valuePropName="checked" extra={TEXT.dryRunHint}>
            <Switch aria-label={TEXT.dryRun} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
