import type { QuestionRecord } from '@k9/contracts';
import { Typography } from 'antd';
import { useState } from 'react';
import { refusalReason } from '../../../api/errors';
import { LoadFailure } from '../../../app/load-failure';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useFormToast } from '../../../app/use-form-toast';
import { AnswerPanel } from './components/answer-panel';
import { QuestionFormModal } from './components/question-form-modal';
import { QuestionList } from './components/question-list';
import {
  useCreateQuestionMutation,
  useDeleteQuestionMutation,
  useMoveQuestionMutation,
  useQuestionsQuery,
  useSaveAnswerMutation,
  useUpdateQuestionMutation,
  type AnswerForm,
  type QuestionForm,
} from './questions.api';
import { QUESTIONS_TEXT as TEXT } from './questions.messages';

/** The spec's message for the action, with the server's reason when it refused (a 4xx). */
const failure = (message: string, error: unknown) => {
  const reason = refusalReason(error);
  return reason && reason !== message ? `${message}: ${reason}` : message;
};

/** Spec 3 screen 3: the questions on the left (450 wide), the selected question's answer on the right. */
export function QuestionsPage() {
  useDocumentTitle(TEXT.title);
  const toast = useFormToast('questions');
  const { data: questions = [], isLoading, error, refetch } = useQuestionsQuery();
  const [createQuestion, creating] = useCreateQuestionMutation();
  const [updateQuestion, updating] = useUpdateQuestionMutation();
  const [deleteQuestion] = useDeleteQuestionMutation();
  const [moveQuestion, moving] = useMoveQuestionMutation();
  const [saveAnswer, savingAnswer] = useSaveAnswerMutation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [modal, setModal] = useState<{ open: boolean; editing: QuestionRecord | null }>({ open: false, editing: null });

  // Nothing picked (or the picked one deleted): the first question.
  const selected = questions.find((question) => question.id === selectedId) ?? questions[0] ?? null;

  const saveQuestion = async (values: QuestionForm) => {
    try {
      const saved = modal.editing ? await updateQuestion({ id: modal.editing.id, ...values }).unwrap() : await createQuestion(values).unwrap();
      setSelectedId(saved.id);
      setModal({ open: false, editing: null });
      toast.success(TEXT.saved);
    } catch (error) {
      toast.error(failure(TEXT.saveFailed, error));
    }
  };

  const remove = async (id: number) => {
    try {
      await deleteQuestion(id).unwrap();
      toast.success(TEXT.deleted);
    } catch (error) {
      toast.error(failure(TEXT.deleteFailed, error));
    }
  };

  const move = async (id: number, direction: 'up' | 'down') => {
    try {
      await moveQuestion({ id, direction }).unwrap();
    } catch (error) {
      toast.error(failure(TEXT.moveFailed, error));
    }
  };

  const save = async (values: AnswerForm, exists: boolean) => {
    try {
      await saveAnswer({ ...values, exists }).unwrap();
      toast.success(TEXT.answerSaved);
      return true;
    } catch (error) {
      toast.error(failure(TEXT.answerSaveFailed, error));
      return false;
    }
  };

  return (
    <div style={{ padding: 'clamp(12px, 2vw, 24px)' }}>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {TEXT.title}
      </Typography.Title>
      {error ? <LoadFailure error={error} fallback={TEXT.loadFailed} onRetry={refetch} style={{ marginBottom: 12 }} /> : null}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <QuestionList
          questions={questions}
          loading={isLoading}
          selectedId={selected?.id ?? null}
          moving={moving.isLoading}
          onSelect={setSelectedId}
          onAdd={() => setModal({ open: true, editing: null })}
          onEdit={(question) => setModal({ open: true, editing: question })}
          onDelete={(id) => void remove(id)}
          onMove={(id, direction) => void move(id, direction)}
        />
        <AnswerPanel question={selected} saving={savingAnswer.isLoading} onSave={save} />
      </div>
      <QuestionFormModal
        open={modal.open}
        editing={modal.editing}
        saving={creating.isLoading || updating.isLoading}
        onSave={saveQuestion}
        onClose={() => setModal({ open: false, editing: null })}
      />
    </div>
  );
}
