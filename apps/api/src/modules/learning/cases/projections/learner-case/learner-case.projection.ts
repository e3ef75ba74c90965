import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, LEARNER_CASE_EVENT_TYPES, type LearnerCaseEvent, type RecordedEvent } from '@k9/domain';
import { executeBound } from '../../../../../platform/database/execute-bound.js';
import type { Projection } from '../../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../../platform/projections/projection.decorator.js';

export const LEARNER_CASE_PROJECTION = 'learning-cases';

/** learner_case: every case a learner asked for, with its status; a made case keeps its full quiz (answers included). */
@Injectable()
@ReadModelProjection()
export class LearnerCaseProjection implements Projection {
  readonly name = LEARNER_CASE_PROJECTION;
  readonly eventTypes = LEARNER_CASE_EVENT_TYPES;
  readonly tables = ['learner_case'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    for (const event of recorded as unknown as RecordedEvent<LearnerCaseEvent>[]) {
      const at = event.metadata.occurredAt;
      const position = event.globalPosition;
      switch (event.type) {
        case 'CaseCreationRequested': {
          const { caseId, requestId, userId, userEmail, form } = event.data;
          await executeBound(em, INSERT, [
            caseId,
            userId,
            userEmail,
            requestId,
            form.title,
            form.description,
            JSON.stringify(form.info),
            JSON.stringify(form.questionTypes),
            form.mcqCount,
            form.essayCount,
            at,
            at,
            position,
          ]);
          break;
        }
        case 'CaseCreated': {
          const { caseId, questionContent, aiTitle, aiDescription, aiModel, callId, settingVersion, promptVersion } = event.data;
          await executeBound(em, CREATED, [JSON.stringify(questionContent), aiTitle, aiDescription ?? '', aiModel, callId, settingVersion, promptVersion, at, position, caseId]);
          break;
        }
        case 'CaseCreationFailed':
          await executeBound(em, FAILED, [event.data.message, event.data.callId, at, position, event.data.caseId]);
          break;
        case 'CaseVisibilityChanged':
          await executeBound(em, SHOWN, [event.data.show, at, position, event.data.caseId]);
          break;
        default:
          assertNever(event);
      }
    }
  }
}

const INSERT = `
INSERT INTO learner_case (id, user_id, user_email, request_id, title, description, info, question_types, mcq_count, essay_count, status, show, created_at, updated_at, position)
VALUES (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, 'requested', true, ?, ?, ?)
ON CONFLICT (id) DO NOTHING`;

// A description left empty in the form takes the one the AI wrote.
const CREATED = `
UPDATE learner_case SET question_content = ?::jsonb, ai_title = ?, description = CASE WHEN description = '' THEN ? ELSE description END,
  ai_model = ?, call_id = ?, setting_version = ?, prompt_version = ?, status = 'created', failure = NULL, updated_at = ?, position = ?
WHERE id = ?`;

const FAILED = `UPDATE learner_case SET status = 'failed', failure = ?, call_id = ?, updated_at = ?, position = ? WHERE id = ?`;

const SHOWN = `UPDATE learner_case SET show = ?, updated_at = ?, position = ? WHERE id = ?`;
