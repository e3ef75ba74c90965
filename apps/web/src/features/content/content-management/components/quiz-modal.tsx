import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ContentRecord } from '@k9/contracts';
import { CONTENT_MESSAGES } from '@k9/domain/content/content.messages';
import { QUIZ_LETTERS, type QuizContent } from '@k9/domain/content/content.types';
import { parseQuizContent } from '@k9/domain/content/rules/quiz-content';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Card, Empty, Form, Input, InputNumber, List, Modal, Radio, Segmented, Space, Spin, Switch, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { LoadFailure } from '../../../../app/load-failure';
import { useGetContentQuery, useUpdateContentMutation } from '../../content.api';
import { CM_TEXT } from '../content-management.messages';
import { QUIZ_TEXT as Q } from '../content-forms.messages';

const EMPTY: QuizContent = { questionQuiz: [], questionEssay: [], settings: {} };

function QuizView({ quiz }: { quiz: QuizContent }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5}>{`${Q.quizQuestions} (${quiz.questionQuiz.length})`}</Typography.Title>
      <List
        dataSource={quiz.questionQuiz}
        renderItem={(item, index) => (
          <List.Item>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text strong>{`${index + 1}. ${item.question}`}</Typography.Text>
              {QUIZ_LETTERS.map((letter) => (
                <Typography.Text key={letter} type={item.correct_answer === letter ? 'success' : undefined}>
                  {`${letter}. ${item.options[letter] ?? ''}`}
                  {item.correct_answer === letter ? ' ✓' : ''}
                </Typography.Text>
              ))}
              {item.explanation ? <Typography.Text type="secondary">{`${Q.explanation}: ${item.explanation}`}</Typography.Text> : null}
              {item.difficulty ? <Tag>{item.difficulty}</Tag> : null}
              {item.points !== undefined ? <Tag>{`${Q.points}: ${item.points}`}</Tag> : null}
            </Space>
          </List.Item>
        )}
      />
      <Typography.Title level={5}>{`${Q.essayQuestions} (${quiz.questionEssay.length})`}</Typography.Title>
      <List
        dataSource={quiz.questionEssay}
        renderItem={(item, index) => (
          <List.Item>
            <Space orientation="vertical">
              <Typography.Text strong>{`${index + 1}. ${item.question}`}</Typography.Text>
              {item.expectedAnswer ? <Typography.Text type="secondary">{`${Q.expectedAnswer}: ${item.expectedAnswer}`}</Typography.Text> : null}
            </Space>
          </List.Item>
        )}
      />
      <StoredSettings quiz={quiz} />
    </Space>
  );
}

/** Spec 3's quiz settings and per-question points as stored, marked as not applied (spec 2 §9.1 scores every quiz). */
function StoredSettings({ quiz }: { quiz: QuizContent }) {
  const { timeLimit, passingScore, shuffleQuestions } = quiz.settings ?? {};
  const tags = [
    timeLimit !== undefined ? `${Q.timeLimit}: ${timeLimit}` : null,
    passingScore !== undefined ? `${Q.passingScore}: ${passingScore}` : null,
    shuffleQuestions !== undefined ? `${Q.shuffle}: ${shuffleQuestions ? '✓' : '✗'}` : null,
  ].filter((tag): tag is string => tag !== null);
  if (!tags.length && !quiz.questionQuiz.some((item) => item.points !== undefined)) return null;
  return (
    <>
      <Typography.Title level={5}>{Q.settings}</Typography.Title>
      <Space wrap>
        {tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </Space>
      <Alert type="info" showIcon title={Q.settingsNotApplied} />
    </>
  );
}

type QuizEditorProps = {
  /** The quiz as stored (or as the record form holds it); null: none yet. */
  initial: QuizContent | null;
  /** Takes the checked quiz (null: remove it); a rejection's message shows above the editor. */
  onSave: (quiz: QuizContent | null) => Promise<void>;
  saving?: boolean;
  saveLabel?: string;
};

/**
 * The structured quiz and essay editor (spec 3 §5: each question, each option A-D and the correct answer required;
 * essay question required), checked by the domain's rule before `onSave`. The quiz modal saves the record with it; the
 * record form opens it too, and keeps the result until the record itself is saved.
 */
export function QuizEditor({ initial, onSave, saving = false, saveLabel = Q.save }: QuizEditorProps) {
  const [form] = Form.useForm<QuizContent>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (quiz: QuizContent | null) => {
    let parsed: QuizContent | null;
    try {
      // The quiz editor's rules (spec 3 §5) before sending: the server applies the same ones.
      parsed = quiz ? parseQuizContent(quiz) : null;
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : Q.saveFailed);
      return;
    }
    try {
      await onSave(parsed);
      setRefusal(null);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : Q.saveFailed);
    }
  };

  return (
    <Form<QuizContent> form={form} layout="vertical" initialValues={initial ?? EMPTY} onFinish={(values) => void save({ ...EMPTY, ...values })}>
      {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} /> : null}
      <Typography.Title level={5}>{Q.quizQuestions}</Typography.Title>
      <Form.List name="questionQuiz">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`${Q.question} ${index + 1}`}
                extra={<Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={`${Q.remove} ${index + 1}`} />}
              >
                <Form.Item name={[field.name, 'question']} label={Q.question} rules={[{ required: true, whitespace: true, message: CONTENT_MESSAGES.quizQuestionRequired(index + 1) }]}>
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
                </Form.Item>
                {QUIZ_LETTERS.map((letter) => (
                  <Form.Item
                    key={letter}
                    name={[field.name, 'options', letter]}
                    label={Q.option(letter)}
                    rules={[{ required: true, whitespace: true, message: CONTENT_MESSAGES.quizOptionRequired(index + 1, letter) }]}
                  >
                    <Input />
                  </Form.Item>
                ))}
                <Form.Item name={[field.name, 'correct_answer']} label={Q.correct} rules={[{ required: true, message: CONTENT_MESSAGES.quizCorrectRequired(index + 1) }]}>
                  <Radio.Group options={QUIZ_LETTERS.map((letter) => ({ value: letter, label: letter }))} />
                </Form.Item>
                <Form.Item name={[field.name, 'explanation']} label={Q.explanation}>
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
                </Form.Item>
              </Card>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ question: '', options: { A: '', B: '', C: '', D: '' }, correct_answer: undefined, explanation: '' })}>
              {Q.addQuiz}
            </Button>
          </Space>
        )}
      </Form.List>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {Q.essayQuestions}
      </Typography.Title>
      <Form.List name="questionEssay">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, index) => (
              <Card key={field.key} size="small" title={`${Q.question} ${index + 1}`} extra={<Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} />}>
                <Form.Item name={[field.name, 'question']} label={Q.question} rules={[{ required: true, whitespace: true, message: CONTENT_MESSAGES.quizEssayRequired(index + 1) }]}>
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'expectedAnswer']} label={Q.expectedAnswer}>
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
                </Form.Item>
              </Card>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ question: '', expectedAnswer: '' })}>
              {Q.addEssay}
            </Button>
          </Space>
        )}
      </Form.List>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {Q.settings}
      </Typography.Title>
      <Alert type="info" showIcon title={Q.settingsNotApplied} style={{ marginBottom: 12 }} />
      <Space wrap>
        <Form.Item name={['settings', 'timeLimit']} label={Q.timeLimit}>
          <InputNumber min={0} max={600} />
        </Form.Item>
        <Form.Item name={['settings', 'passingScore']} label={Q.passingScore}>
          <InputNumber min={0} max={100} />
        </Form.Item>
        <Form.Item name={['settings', 'shuffleQuestions']} label={Q.shuffle} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        {initial ? (
          <Button danger loading={saving} onClick={() => void save(null)}>
            {Q.removeQuiz}
          </Button>
        ) : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {saveLabel}
        </Button>
      </Space>
    </Form>
  );
}

/** The editor saving the record's quiz at once (the quiz modal's 'Chỉnh sửa'). */
function RecordQuizEditor({ record, onDone }: { record: ContentRecord; onDone: () => void }) {
  const toast = useFormToast('content-quiz');
  const [update, { isLoading }] = useUpdateContentMutation();
  const onSave = async (quiz: QuizContent | null) => {
    try {
      await update({ body: { id: record.id, questionContent: quiz }, version: record.version }).unwrap();
    } catch (error) {
      const message = failureMessage(Q.saveFailed, error);
      toast.error(message);
      throw new Error(message);
    }
    toast.success(Q.saved);
    onDone();
  };
  return <QuizEditor initial={record.questionContent} onSave={onSave} saving={isLoading} />;
}

/** Quiz viewer (formatted and raw JSON tabs) and the quiz/essay editor of one record (spec 3 screen 1). */
export function QuizModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: record, error, refetch, isFetching } = useGetContentQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const shown = record && record.id === id ? record : null;
  return (
    <Modal
      title={id !== null ? Q.title(id) : ''}
      open={id !== null}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
      afterClose={() => setMode('view')}
    >
      {error ? <LoadFailure error={error} fallback={CM_TEXT.loadFailedPlain} onRetry={refetch} /> : null}
      {!shown ? (
        <Spin spinning={isFetching} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Segmented<'view' | 'edit'>
            value={mode}
            onChange={setMode}
            options={[
              { value: 'view', label: Q.view },
              { value: 'edit', label: Q.edit },
            ]}
          />
          {mode === 'edit' ? (
            <RecordQuizEditor key={shown.version} record={shown} onDone={() => setMode('view')} />
          ) : shown.questionContent ? (
            <Tabs
              items={[
                { key: 'formatted', label: Q.formatted, children: <QuizView quiz={shown.questionContent} /> },
                {
                  key: 'raw',
                  label: Q.raw,
                  children: <pre style={{ maxHeight: 560, overflow: 'auto', background: '#fafafa', padding: 12, whiteSpace: 'pre-wrap' }}>{JSON.stringify(shown.questionContent, null, 2)}</pre>,
                },
              ]}
            />
          ) : (
            <Empty description={Q.empty} />
          )}
        </Space>
      )}
    </Modal>
  );
}
