import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import { checkCaseForm } from './case-form.js';
import type { LearnerCaseCommand, RequestCase } from './learner-cases.commands.js';
import type { LearnerCaseEvent } from './learner-cases.events.js';
import { LEARNER_CASE_MESSAGES as M } from './learner-cases.messages.js';

/** One learner's cases, all in one stream: a repeated request id is recognised there (a double click makes one case). */
export const learnerCasesStreamId = (userId: string) => `learner-cases-${userId}`;

export type LearnerCaseStatus = 'requested' | 'created' | 'failed';
export type LearnerCaseFacts = { requestId: string; status: LearnerCaseStatus; show: boolean };
export type LearnerCasesState = { userId: string | null; cases: ReadonlyMap<number, LearnerCaseFacts>; requests: ReadonlyMap<string, number> };

/** A client's idempotency key: what a header or a log line can carry safely. */
export const CASE_REQUEST_ID = /^[\w.:-]{1,100}$/;
export const isCaseRequestId = (value: unknown): value is string => typeof value === 'string' && CASE_REQUEST_ID.test(value);
export const isCaseId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

/** The case a request id made, if any. */
export const caseOfRequest = (state: LearnerCasesState, requestId: string): number | null => state.requests.get(requestId) ?? null;

//// Decide

function assertOwner(userId: string, state: LearnerCasesState): void {
  if (!userId || (state.userId !== null && state.userId !== userId)) throw new DomainError('NOT_CASE_OWNER', M.notOwner, 'forbidden');
}

function request({ data }: RequestCase, state: LearnerCasesState): LearnerCaseEvent[] {
  assertOwner(data.userId, state);
  if (!isCaseRequestId(data.requestId)) throw new DomainError('INVALID_CASE_REQUEST_ID', M.requestIdInvalid);
  const checked = checkCaseForm(data.form);
  if (!checked.ok) throw new DomainError('INVALID_CASE_FORM', checked.problems[0].message);
  // The same request again (a double click, a retried POST): the case it made already stands.
  if (state.requests.has(data.requestId)) return [];
  if (!isCaseId(data.caseId) || state.cases.has(data.caseId)) throw new DomainError('CASE_ID_TAKEN', M.caseIdTaken, 'conflict');
  return [{ type: 'CaseCreationRequested', data: { caseId: data.caseId, requestId: data.requestId, userId: data.userId, userEmail: data.userEmail, form: checked.form } }];
}

function caseOf(userId: string, caseId: number, state: LearnerCasesState): LearnerCaseFacts {
  assertOwner(userId, state);
  const found = state.cases.get(caseId);
  if (!found) throw new DomainError('CASE_NOT_FOUND', M.notFound, 'not_found');
  return found;
}

//// Evolve

const withCase = (state: LearnerCasesState, userId: string, caseId: number, change: Partial<LearnerCaseFacts>): LearnerCasesState => {
  const cases = new Map(state.cases);
  cases.set(caseId, { ...(cases.get(caseId) ?? { requestId: '', status: 'requested', show: true }), ...change });
  return { ...state, userId, cases };
};

export const learnerCasesDecider: Decider<LearnerCaseCommand, LearnerCaseEvent, LearnerCasesState> = {
  initialState: () => ({ userId: null, cases: new Map(), requests: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CaseCreationRequested': {
        const { caseId, requestId, userId } = event.data;
        const next = withCase(state, userId, caseId, { requestId, status: 'requested', show: true });
        return { ...next, requests: new Map(state.requests).set(requestId, caseId) };
      }
      case 'CaseCreated':
        return withCase(state, event.data.userId, event.data.caseId, { status: 'created' });
      case 'CaseCreationFailed':
        return withCase(state, event.data.userId, event.data.caseId, { status: 'failed' });
      case 'CaseVisibilityChanged':
        return withCase(state, event.data.userId, event.data.caseId, { show: event.data.show });
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestCase':
        return request(command, state);
      case 'CompleteCase': {
        const { userId, caseId, quiz, aiTitle, aiDescription, aiModel, callId, settingVersion, promptVersion } = command.data;
        // Only a waiting request gets its quiz: a repeated job finds it made (or failed) and changes nothing.
        if (caseOf(userId, caseId, state).status !== 'requested') return [];
        return [{ type: 'CaseCreated', data: { caseId, userId, questionContent: quiz, aiTitle, aiDescription, aiModel, callId, settingVersion, promptVersion } }];
      }
      case 'FailCase': {
        const { userId, caseId, reason, message, callId } = command.data;
        if (caseOf(userId, caseId, state).status !== 'requested') return [];
        return [{ type: 'CaseCreationFailed', data: { caseId, userId, reason, message, callId } }];
      }
      case 'SetCaseVisibility': {
        const { userId, caseId, show } = command.data;
        const found = caseOf(userId, caseId, state);
        if (found.status !== 'created') throw new DomainError('CASE_NOT_CREATED', M.notCreated, 'conflict');
        return found.show === show ? [] : [{ type: 'CaseVisibilityChanged', data: { caseId, userId, show } }];
      }
      default:
        return assertNever(command);
    }
  },
};
