import type { LearnerCaseRecord } from '@k9/contracts';
import { CASE_DIFFICULTY_LABELS, CASE_INDUSTRY_LABELS } from '@k9/domain/learning/cases/case-builder.options';
import { ItemRow } from '../areas/shared/item-row';
import { AreaEmpty } from '../areas/shared/area-states';
import { CASE_TEXT as T } from './case-builder.messages';
import { formatDateTime } from '../../../app/datetime';

/** The learner's cases, newest first; the open one marked. */
export function CaseList({ cases, openId, onOpen, emptyText = T.noMatch }: { cases: readonly LearnerCaseRecord[]; openId: number | null; onOpen: (id: number) => void; emptyText?: string }) {
  if (!cases.length) return <AreaEmpty text={emptyText} />;
  return (
    <ul aria-label={T.listLabel} style={{ display: 'grid', gap: 6, margin: 0, padding: 0 }}>
      {cases.map((record) => (
        <ItemRow
          key={record.id}
          title={record.title}
          summary={record.description}
          emoji="📘"
          meta={`${CASE_INDUSTRY_LABELS[record.info.industry] ?? record.info.industry} · ${CASE_DIFFICULTY_LABELS[record.info.difficulty] ?? record.info.difficulty} · ${formatDateTime(record.created_at)}`}
          active={record.id === openId}
          onOpen={() => onOpen(record.id)}
        />
      ))}
    </ul>
  );
}
