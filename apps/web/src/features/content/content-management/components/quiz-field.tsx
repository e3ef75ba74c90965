import { CodeOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { quizOfFormText } from '../content-form';
import { CONTENT_FORM_TEXT as F } from '../content-forms.messages';
import { QuizEditor } from './quiz-modal';

type Props = { id?: string; value?: string; onChange?: (text: string) => void };

/**
 * The record form's quiz (issue 24 §1.7): what it holds in words, the structured MCQ/essay editor opened from the form
 * itself (its result is saved with the record), and the JSON text for those who paste one, with an example to follow.
 */
export function QuizField({ id, value = '', onChange }: Props) {
  const [editing, setEditing] = useState(false);
  const [showJson, setShowJson] = useState(false);
  const read = useMemo(() => quizOfFormText(value), [value]);
  const summary = 'error' in read ? null : read.quiz ? F.quizSummary(read.quiz.questionQuiz.length, read.quiz.questionEssay.length) : F.quizNone;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {summary ? <Typography.Text>{summary}</Typography.Text> : null}
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} disabled={'error' in read}>
          {F.openQuizEditor}
        </Button>
        <Button type="link" icon={<CodeOutlined />} aria-expanded={showJson || 'error' in read} onClick={() => setShowJson((open) => !open)}>
          {F.quizJson}
        </Button>
      </Space>
      {'error' in read ? <Alert type="warning" showIcon title={read.error} description={F.quizFixJson} /> : null}
      {showJson || 'error' in read ? (
        <>
          <Input.TextArea
            id={id}
            aria-label={F.quizJson}
            value={value}
            onChange={(event) => onChange?.(event.target.value)}
            placeholder={F.quizJsonExample}
            autoSize={{ minRows: 8, maxRows: 20 }}
            style={{ fontFamily: 'monospace' }}
          />
          <Typography.Text type="secondary">{F.quizJsonHint}</Typography.Text>
        </>
      ) : null}
      <Modal open={editing} title={F.quizEditorTitle} footer={null} width={900} onCancel={() => setEditing(false)} destroyOnHidden>
        {'error' in read ? null : (
          <QuizEditor
            initial={read.quiz}
            saveLabel={F.quizEditorDone}
            onSave={async (quiz) => {
              onChange?.(quiz ? JSON.stringify(quiz, null, 2) : '');
              setEditing(false);
            }}
          />
        )}
      </Modal>
    </Space>
  );
}
