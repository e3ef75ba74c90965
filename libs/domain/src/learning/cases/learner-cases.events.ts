import type { QuizContent } from '../../content/content.types.js';
import type { DomainEvent } from '../../shared/event-store.port.js';
import type { CaseForm } from './case-form.js';

/** A learner asked for a case (the form as the rules accepted it); `requestId` is the client's idempotency key. */
export type CaseCreationRequested = DomainEvent<'CaseCreationRequested', { caseId: number; requestId: string; userId: string; userEmail: string | null; form: CaseForm }>;

/**
 * The AI made the case's quiz (with answers: it never leaves the server before a submit). Provenance: the model, the
 * gateway call that wrote it (the AI ledger's callId), the admin setting's version and the prompt wording's version.
 */
export type CaseCreated = DomainEvent<
  'CaseCreated',
  {
    caseId: number;
    userId: string;
    questionContent: QuizContent;
    aiTitle: string | null;
    aiDescription: string | null;
    aiModel: string;
    callId: string;
    settingVersion: number;
    promptVersion: number;
  }
>;

/** The case could not be made: `reason` for auditors, `message` what the learner was shown; `callId` when a call was made. */
export type CaseCreationFailed = DomainEvent<'CaseCreationFailed', { caseId: number; userId: string; reason: string; message: string; callId: string | null }>;

export type CaseVisibilityChanged = DomainEvent<'CaseVisibilityChanged', { caseId: number; userId: string; show: boolean }>;

export type LearnerCaseEvent = CaseCreationRequested | CaseCreated | CaseCreationFailed | CaseVisibilityChanged;
export const LEARNER_CASE_EVENT_TYPES = ['CaseCreationRequested', 'CaseCreated', 'CaseCreationFailed', 'CaseVisibilityChanged'] as const satisfies ReadonlyArray<LearnerCaseEvent['type']>;
