import type { QuestionRecord } from '@k9/contracts';
import { QUESTION_LEVELS } from '@k9/domain/studio/questions/question.types';
import { Alert, Button, Card, Empty, Form, Input, Select, Switch, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { AnswerForm } from '../questions.api';
import { QUESTIONS_TEXT as TEXT } from '../questions.messages';
import { AnswerProvenanceSection } from './answer-provenance';
import { SafeAnswerHtml } from './safe-answer-html';

type Props = {
  question: QuestionRecord | null;
  saving: boolean;
  onSave: (values: AnswerForm, exists: boolean) => Promise<boolean>;
};

type Values = { title: string; html: string; level: string; show: boolean };

/**
 * The right panel: the selected question's answer, edit and preview tabs; an AI-made answer is shown, never edited, so
 * it opens on 'Xem trước' (issue 24 §1.10). A tab the admin picks holds for that question.
 */
export function AnswerPanel({ question, saving, onSave }: Props) {
  const [form] = Form.useForm<Values>();
  const [picked, setPicked] = useState<{ questionId: number | null; tab: string }>({ questionId: null, tab: 'edit' });
  const html = Form.useWatch('html', form) ?? '';
  const answer = question?.answer ?? null;
  const aiMade = answer?.ai_gen_id != null;
  const tab = picked.questionId !== null && picked.questionId === question?.id ? picked.tab : aiMade ? 'preview' : 'edit';
  const setTab = (next: string) => setPicked({ questionId: question?.id ?? null, tab: next });

  useEffect(() => {
    form.setFieldsValue({ title: answer?.title ?? question?.question ?? '', html: answer?.html ?? '', level: answer?.level ?? '', show: answer?.show ?? true });
  }, [form, question?.id, question?.question, answer]);

  if (!question) {
    return (
      <Card style={{ flex: 1, minWidth: 0 }}>
        <Empty description={TEXT.pickQuestion} />
      </Card>
    );
  }

  const submit = async (values: Values) => {
    await onSave({ question_id: question.id, title: values.title, html: values.html, level: values.level as AnswerForm['level'], show: values.show }, answer !== null);
  };

  return (
    <Card title={<Typography.Text ellipsis>{`${TEXT.answer}: ${question.question}`}</Typography.Text>} style={{ flex: 1, minWidth: 0 }} aria-label={TEXT.answer}>
      {aiMade && <Alert type="info" showIcon title={TEXT.aiAnswerReadOnly} style={{ marginBottom: 12 }} />}
      {!answer && !aiMade && <Alert type="warning" showIcon title={TEXT.noAnswer} style={{ marginBottom: 12 }} />}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'edit',
            label: TEXT.editTab,
            forceRender: true,
            children: (
              <Form form={form} layout="vertical" name="answer-form" disabled={aiMade} onFinish={(values) => void submit(values)}>
                <Form.Item name="title" label={TEXT.answerTitle}>
                  <Input maxLength={500} />
                </Form.Item>
                <Form.Item name="html" label={TEXT.answerHtml} rules={[{ required: true, whitespace: true, message: TEXT.htmlRequired }]}>
                  <Input.TextArea autoSize={{ minRows: 8, maxRows: 24 }} style={{ fontFamily: 'monospace' }} />
                </Form.Item>
                <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
                  <Form.Item name="level" label={TEXT.answerLevel} style={{ minWidth: 220 }}>
                    <Select aria-label={TEXT.answerLevel} options={[{ value: '', label: '—' }, ...QUESTION_LEVELS.map((level) => ({ value: level, label: TEXT.levels[level] }))]} />
                  </Form.Item>
                  <Form.Item name="show" label={TEXT.show} valuePropName="checked">
                    <Switch aria-label={TEXT.show} />
                  </Form.Item>
                </div>
                {answer?.audioUrl && (
                  <Form.Item label={TEXT.audio}>
                    <audio controls src={answer.audioUrl} preload="none" style={{ width: '100%' }} />
                  </Form.Item>
                )}
                {!aiMade && (
                  <Button type="primary" htmlType="submit" loading={saving}>
                    {TEXT.saveAnswer}
                  </Button>
                )}
              </Form>
            ),
          },
          { key: 'preview', label: TEXT.previewTab, children: <SafeAnswerHtml html={tab === 'edit' ? '' : html} label={TEXT.previewContent} /> },
        ]}
      />
      {answer && <AnswerProvenanceSection questionId={question.id} />}
    </Card>
  );
}
