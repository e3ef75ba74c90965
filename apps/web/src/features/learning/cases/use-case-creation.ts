import type { CaseFormProblem } from '@k9/domain/learning/cases/case-form';
import type { CreateLearnerCaseBody, LearnerCaseRecord, LearnerCaseRequestStatus } from '@k9/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage, errorStatus } from '../../../api/errors';
import { realtime } from '../../../api/realtime';
import { useCaseRequestQuery, useCreateCaseMutation } from './case-builder.api';
import { newRequestId, nextProgress } from './case-builder.rules';
import { CASE_TEXT as T } from './case-builder.messages';

export type CreationFailure = { message: string; problems: CaseFormProblem[] };
type Callbacks = { onCreated: (record: LearnerCaseRecord) => void; onFailed: (failure: CreationFailure) => void };

/**
 * One case creation (spec 2 §4.3): one idempotency key per submission (a second click while it runs does nothing, and
 * were it sent, the server would answer the same case). The outcome is the request's, read once the server has stored
 * it and followed from there (`caseRequest`: the job's messages over /ws, a read after the socket was down, a read every
 * 2 s while it is down). The overlay's steps are the job's 'learner.case.progress' of that key, heard from the submit
 * on: they only show how far it is, there is nothing to read again.
 */
export function useCaseCreation({ onCreated, onFailed }: Callbacks) {
  const [create] = useCreateCaseMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  // The request once the server has stored it (its 202): from then on its state is followed.
  const [storedId, setStoredId] = useState<string | null>(null);
  const request = useCaseRequestQuery(storedId ?? skipToken);
  // Set synchronously: a double click reaches here twice before React renders the disabled button.
  const running = useRef<{ requestId: string; settled: boolean; stopProgress: () => void } | null>(null);
  const callbacks = useRef({ onCreated, onFailed });
  useEffect(() => {
    callbacks.current = { onCreated, onFailed };
  });

  const settle = useCallback((id: string, outcome: { record: LearnerCaseRecord } | { failure: CreationFailure }) => {
    const current = running.current;
    if (!current || current.requestId !== id || current.settled) return;
    current.settled = true;
    current.stopProgress();
    running.current = null;
    setRequestId(null);
    setStoredId(null);
    if ('record' in outcome) {
      setProgress(100);
      callbacks.current.onCreated(outcome.record);
    } else {
      setProgress(null);
      callbacks.current.onFailed(outcome.failure);
    }
  }, []);

  const fromStatus = useCallback(
    (id: string, status: Pick<LearnerCaseRequestStatus, 'status' | 'failure' | 'case'>) => {
      if (status.status === 'created') settle(id, { record: status.case });
      else if (status.status === 'failed') settle(id, { failure: { message: status.failure ?? T.createFailed, problems: [] } });
    },
    [settle],
  );

  // The followed request's outcome settles the creation once (the form hears it through its callbacks).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the outcome arrives in the followed entry, not from an event here
    if (storedId && request.data?.requestId === storedId) fromStatus(storedId, request.data);
  }, [storedId, request.data, fromStatus]);

  const start = useCallback(
    async (body: Omit<CreateLearnerCaseBody, 'requestId'>) => {
      if (running.current) return;
      const id = newRequestId();
      // Heard before asking: the job may report before the 202 arrives.
      const stopProgress = realtime.on('learner.case.progress', (message) => {
        if (message.requestId === id && running.current?.requestId === id) setProgress((shown) => nextProgress(shown, message.progress));
      });
      running.current = { requestId: id, settled: false, stopProgress };
      setRequestId(id);
      setProgress(0);
      try {
        const started = await create({ ...body, requestId: id }).unwrap();
        // The same key again after the case was made or failed: its outcome at once; otherwise followed from here.
        fromStatus(id, { status: started.case.status, failure: started.case.failure, case: started.case });
        if (running.current?.requestId === id) setStoredId(id);
      } catch (error) {
        const data = (error as { data?: { problems?: CaseFormProblem[] } } | undefined)?.data;
        const status = errorStatus(error);
        // 400: the form's problems by field; 422: the AI settings are missing (the server's message); else the spec's.
        const message = status === 400 || errorCode(error) === 'AI_SETTINGS_REQUIRED' || status === 429 ? errorMessage(error, T.createFailed) : T.createFailed;
        settle(id, { failure: { message, problems: Array.isArray(data?.problems) ? data.problems : [] } });
      }
    },
    [create, fromStatus, settle],
  );

  // Leaving the screen stops following (the case is still made; the list shows it when it arrives).
  useEffect(
    () => () => {
      running.current?.stopProgress();
      running.current = null;
    },
    [],
  );

  const reset = useCallback(() => setProgress(null), []);
  return { start, progress, creating: requestId !== null, reset };
}
