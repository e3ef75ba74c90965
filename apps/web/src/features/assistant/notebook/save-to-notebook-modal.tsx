import type { ThesisView } from '@k9/contracts';
import { defaultThesisSummary } from '@k9/domain/thesis/rules/thesis-rules';
import { Form, Input, Modal, Radio, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorStatus, refusalMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { LearnerMarkdown } from '../../learning/areas/shared/safe-markdown';
import { useAiSummary } from '../../thesis/use-ai-summary';
import { useAddThesisChatMutation, useCreateThesisMutation, useDailyThesisMutation, useThesesQuery } from '../../thesis/thesis.api';
import { initialNotebookForm, notebookFormProblem, notebookPlan, segmentToSave, type NotebookForm, type NotebookSource } from './notebook-save';
import { NOTEBOOK_TEXT as T } from './notebook.messages';

/** The field a refusal of notebookFormProblem is about. */
const FIELD_OF: Record<string, keyof NotebookForm> = { [T.nameRequired]: 'name', [T.contentRequired]: 'content', [T.thesisRequired]: 'thesisId' };

/**
 * Save to notebook (spec 2 §2.9, §4.11, §5.7, §8.6; issue 30 §2): today's notebook 'Sổ ngày dd/mm/yyyy' or one the
 * learner has; the answer kept as said or summarised by the editable prompt (a whole chat: summarised, no mode picker).
 * Opening asks the AI for a short summary to prefill the summary; when it fails the content cut to 100 characters is
 * the summary, after the spec's warning.
 */
export function SaveToNotebookModal({ source, onClose }: { source: NotebookSource; onClose: () => void }) {
  const [initial] = useState(() => initialNotebookForm(source, Date.now()));
  const [form] = Form.useForm<NotebookForm>();
  const toast = useFormToast('notebook-save');
  const summaryToast = useFormToast('notebook-summary');
  const { summarize, summarizing } = useAiSummary(summaryToast);
  const theses = useThesesQuery('');
  const [daily] = useDailyThesisMutation();
  const [create] = useCreateThesisMutation();
  const [addChat] = useAddThesisChatMutation();
  const [saving, setSaving] = useState(false);
  const [prefilling, setPrefilling] = useState(true);
  const target = Form.useWatch('target', form) ?? initial.target;
  const mode = Form.useWatch('mode', form) ?? initial.mode;
  const summary = Form.useWatch('summary', form) ?? '';

  // Opening runs the short summary once (spec 2 §4.11).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void summarize({ purpose: 'short', text: initial.content }).then((text) => {
      if (!form.getFieldValue('summary')) form.setFieldValue('summary', text ?? defaultThesisSummary(initial.content));
      setPrefilling(false);
    });
  }, [summarize, initial.content, form]);

  const options = useMemo(
    () => (theses.data ?? []).map((thesis) => ({ value: thesis.id, label: `${thesis.name} (${T.segmentCount(thesis.list_chat.length)})` })),
    [theses.data],
  );

  /** The notebook the segment goes to, or null after saying why not. */
  const notebookOf = async (values: NotebookForm): Promise<ThesisView | null> => {
    const plan = notebookPlan(values, Date.now());
    if (plan.kind === 'existing') {
      const chosen = theses.data?.find((thesis) => thesis.id === plan.id) ?? null;
      if (!chosen) toast.error(T.notFound);
      return chosen;
    }
    try {
      return plan.kind === 'daily' ? await daily().unwrap() : await create({ name: plan.name }).unwrap();
    } catch (error) {
      toast.error(refusalMessage(error, plan.kind === 'daily' ? T.dailyFailed : T.saveFailed));
      return null;
    }
  };

  const save = async () => {
    const values = { ...initial, ...form.getFieldsValue(true) } as NotebookForm;
    const problem = notebookFormProblem(values);
    if (problem) {
      form.setFields([{ name: FIELD_OF[problem], errors: [problem] }]);
      toast.warning(problem);
      return;
    }
    setSaving(true);
    try {
      const known = new Set((theses.data ?? []).map((thesis) => thesis.id));
      // A failed summary is warned about and the text itself is saved (spec 2 §8.6).
      const summarized = values.mode === 'summarized' ? await summarize({ purpose: 'summarize', text: values.content.trim(), prompt: values.prompt.trim() || undefined }) : null;
      const notebook = await notebookOf(values);
      if (!notebook) return;
      try {
        const saved = await addChat({ id: notebook.id, ...segmentToSave(values, summarized) }).unwrap();
        toast.success(values.target === 'new' && !known.has(notebook.id) ? T.created : T.savedTo(saved.name));
        onClose();
      } catch (error) {
        toast.error(errorStatus(error) === 404 ? T.notFound : refusalMessage(error, T.saveFailed));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={source.kind === 'chat' ? T.chatTitle : T.title}
      onCancel={onClose}
      okText={T.save}
      cancelText={T.cancel}
      onOk={() => void save()}
      confirmLoading={saving}
      destroyOnHidden
      width={680}
      style={{ maxWidth: 'calc(100vw - 16px)', top: 24 }}
    >
      <Form form={form} layout="vertical" initialValues={initial} data-role="notebook-form" onValuesChange={() => form.setFields([{ name: 'name', errors: [] }, { name: 'content', errors: [] }, { name: 'thesisId', errors: [] }])}>
        <Form.Item name="target" label={T.target}>
          <Radio.Group
            aria-label={T.target}
            options={[
              { value: 'new', label: T.targets.new },
              { value: 'existing', label: T.targets.existing },
            ]}
          />
        </Form.Item>
        {target === 'new' ? (
          <Form.Item name="name" label={T.name} required>
            <Input aria-label={T.name} maxLength={200} />
          </Form.Item>
        ) : (
          <Form.Item name="thesisId" label={T.thesis} required>
            <Select aria-label={T.thesis} placeholder={T.thesisPlaceholder} options={options} loading={theses.isLoading} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        )}
        {source.kind === 'message' ? (
          <Form.Item name="mode" label={T.mode}>
            <Radio.Group
              aria-label={T.mode}
              options={[
                { value: 'original', label: T.modes.original },
                { value: 'summarized', label: T.modes.summarized },
              ]}
            />
          </Form.Item>
        ) : null}
        {mode === 'summarized' ? (
          <Form.Item name="prompt" label={T.prompt}>
            <Input.TextArea aria-label={T.prompt} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} />
          </Form.Item>
        ) : null}
        <Form.Item name="content" label={T.content} required>
          <Input.TextArea aria-label={T.content} autoSize={{ minRows: 3, maxRows: 10 }} />
        </Form.Item>
        <Form.Item name="summary" label={T.summary} extra={prefilling && summarizing ? <Spin size="small" aria-label={T.summarizing} /> : null}>
          <Input.TextArea aria-label={T.summary} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        {summary ? (
          <div data-role="summary-preview" aria-label={T.preview} style={{ background: '#f8fafc', borderRadius: 6, padding: '6px 10px' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {T.preview}
            </Typography.Text>
            <LearnerMarkdown text={summary} />
          </div>
        ) : null}
      </Form>
    </Modal>
  );
}
