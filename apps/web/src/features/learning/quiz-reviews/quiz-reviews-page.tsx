import type { QuizGradeReviewItem } from '@k9/contracts';
import { quizAttemptStreamId } from '@k9/domain/learning/quiz/quiz-attempt.decider';
import { Button, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { AdminListHeader } from '../../../app/admin-list-header';
import { formatDateTime } from '../../../app/datetime';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useFormToast } from '../../../app/use-form-toast';
import { AiChainLink } from '../../audit/components/ai-chain-link';
import { useQuizReviewsQuery, useReviewGradeMutation } from './quiz-reviews.api';
import { QUIZ_REVIEWS_TEXT as TEXT } from './quiz-reviews.messages';

const keyOf = (row: QuizGradeReviewItem) => `${row.attemptId}/${row.index}`;

/** Confirm the grader's grade, or give another integer from 1 to 10. */
function ReviewActions({ row }: { row: QuizGradeReviewItem }) {
  const [review, { isLoading }] = useReviewGradeMutation();
  const [grade, setGrade] = useState<number | null>(null);
  const toast = useFormToast(`quiz-review-${keyOf(row)}`);
  const send = async (value: number | null) => {
    try {
      await review({ attemptId: row.attemptId, index: row.index, body: value === null ? {} : { grade: value } }).unwrap();
      toast.success(value === null || value === row.grade ? TEXT.confirmed : TEXT.changed);
    } catch (error) {
      toast.error(failureMessage(TEXT.failed, error));
    }
  };
  return (
    <Space orientation="vertical" size={6}>
      <Button type="primary" size="small" loading={isLoading} onClick={() => void send(null)}>
        {TEXT.confirm}
      </Button>
      <Space.Compact size="small">
        <InputNumber aria-label={`${TEXT.newGrade} ${keyOf(row)}`} placeholder={TEXT.newGrade} min={1} max={10} precision={0} value={grade} onChange={(value) => setGrade(value)} style={{ width: 120 }} />
        <Button disabled={grade === null} loading={isLoading} onClick={() => void send(grade)}>
          {TEXT.change}
        </Button>
      </Space.Compact>
    </Space>
  );
}

/** Issue 23 §2.3: the essay grades held for a teacher, oldest first, each confirmed or changed here. */
export function QuizReviewsPage() {
  useDocumentTitle(TEXT.title);
  const { data, isLoading, isFetching, error, refetch } = useQuizReviewsQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = data?.data ?? [];

  return (
    <div style={{ padding: 'clamp(12px, 2vw, 24px)' }}>
      <AdminListHeader text={TEXT} total={data ? TEXT.total(rows.length) : null} error={error} isFetching={isFetching} isLoading={isLoading} refetch={refetch} />
      <Table<QuizGradeReviewItem>
        rowKey={keyOf}
        size="small"
        loading={isLoading}
        dataSource={rows}
        locale={{ emptyText: TEXT.empty }}
        scroll={{ x: 1100 }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          {
            title: TEXT.learner,
            width: 200,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>{row.userEmail ?? row.userId}</span>
                <Typography.Text type="secondary">{formatDateTime(row.updatedAt)}</Typography.Text>
              </Space>
            ),
          },
          {
            title: TEXT.quiz,
            width: 220,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>{row.questionName}</span>
                <Typography.Text type="secondary">{`${TEXT.essayOf(row.index)}: ${row.question}`}</Typography.Text>
                {row.submitted ? null : <Tag>{TEXT.notSubmitted}</Tag>}
              </Space>
            ),
          },
          {
            title: TEXT.answer,
            dataIndex: 'answer',
            // The learner's text, as text (React escapes it), with its line breaks.
            render: (answer: string) => (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, minWidth: 240 }} ellipsis={{ rows: 5, expandable: true, symbol: TEXT.expand }}>
                {answer}
              </Typography.Paragraph>
            ),
          },
          { title: TEXT.aiGrade, dataIndex: 'grade', width: 90, render: (grade: number) => `${grade}/10` },
          {
            title: TEXT.reasons,
            dataIndex: 'reasons',
            width: 190,
            render: (reasons: string[]) => (
              <Space orientation="vertical" size={2}>
                {reasons.map((reason) => (
                  <Tag key={reason} color="gold">
                    {TEXT.reasonLabels[reason] ?? reason}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: TEXT.actions, width: 220, render: (_, row) => (
              <Space orientation="vertical" size={4}>
                <ReviewActions row={row} />
                <AiChainLink streamId={quizAttemptStreamId(row.userId, row.quizId)} part={{ attempt: row.attempt, index: row.index }} />
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
