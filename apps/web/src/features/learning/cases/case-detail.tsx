import type { LearnerCaseRecord } from '@k9/contracts';
import {
  CASE_AREA_LABELS,
  CASE_DIFFICULTY_LABELS,
  CASE_DURATION_LABELS,
  CASE_INDUSTRY_LABELS,
  CASE_PLAYER_ROLE_LABELS,
  domainLabel,
} from '@k9/domain/learning/cases/case-builder.options';
import { Descriptions, Divider, Typography } from 'antd';
import { formatDateTime } from '../../../app/datetime';
import { QuizBlock } from '../quiz/quiz-block';
import { CASE_TEXT as T } from './case-builder.messages';
import { CaseVisibilityButton } from './case-visibility-button';

/** A label of a list, or the stored value when the list does not know it. */
const labelOf = <K extends string | number>(labels: Record<K, string>, value: K) => labels[value] ?? String(value);

/** One case (spec 2 §2.6): title, hide or show it again, description, what it is about with the Vietnamese labels, and its quiz. */
export function CaseDetail({ record }: { record: LearnerCaseRecord }) {
  const { info, questionContent } = record;
  const quiz = questionContent.questionContent;
  return (
    <article aria-label={record.title} data-case-id={record.id} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {record.title}
      </Typography.Title>
      <CaseVisibilityButton record={record} />
      {record.description ? <Typography.Paragraph style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 }}>{record.description}</Typography.Paragraph> : null}
      <Descriptions
        title={T.info}
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'industry', label: T.industry, children: labelOf(CASE_INDUSTRY_LABELS, info.industry) },
          { key: 'area', label: T.area, children: labelOf(CASE_AREA_LABELS, info.area) },
          { key: 'domain', label: T.domain, children: domainLabel(info.domain) },
          { key: 'difficulty', label: T.difficulty, children: labelOf(CASE_DIFFICULTY_LABELS, info.difficulty) },
          { key: 'duration', label: T.duration, children: labelOf(CASE_DURATION_LABELS, info.duration) },
          { key: 'playerRole', label: T.playerRole, children: labelOf(CASE_PLAYER_ROLE_LABELS, info.playerRole) },
          { key: 'created', label: T.createdAt, children: formatDateTime(record.created_at) },
        ]}
      />
      <Divider style={{ margin: '4px 0' }} />
      {quiz && (quiz.questionQuiz.length || quiz.questionEssay.length) ? (
        <>
          <Typography.Text type="secondary">{T.questionCounts(quiz.questionQuiz.length, quiz.questionEssay.length)}</Typography.Text>
          {/* The shared quiz block under its own heading ('Bài quiz'), as in case training; attempts in the case history. */}
          <QuizBlock quizId={record.id} history="case" quiz={quiz} />
        </>
      ) : (
        <Typography.Text type="secondary">{T.noQuiz}</Typography.Text>
      )}
    </article>
  );
}

