import type { CaseFormProblem } from '@k9/domain/learning/cases/case-form';
import type { CreateLearnerCaseBody, LearnerCaseRecord, LearnerCaseRequestStatus } from '@k9/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage, errorStatus } from '../../../api/errors';
import { onRealtimeReconnect, realtime } from '../../../api/realtime';
import { useAppDispatch } from '../../../app/hooks';
import { caseBuilderApi, useCreateCaseMutation } from './case-builder.api';
import { newRequestId, nextProgress } from './case-builder.rules';
import { CASE_TEXT as T } from './case-builder.messages';

/** How often the overlay asks where its request is while the socket is down; with the socket up, a rare safety check. */
export const POLL_SOCKET_DOWN_MS = 2_000;
export const POLL_SOCKET_UP_MS = 15_000;

export type CreationFailure = { message: string; problems: CaseFormProblem[] };
type Callbacks = { onCreated: (record: LearnerCaseRecord) => void; onFailed: (failure: CreationFailure) => void };

/**
 * One case creation (spec 2 §4.3): one idempotency key per submission (a second click while it runs does nothing, and
 * were it sent, the server would answer the same case), the overlay's progress from 'learner.case.progress' of that key,
 * then 'learner.case.created' or 'learner.case.failed'. While the socket is down (or came back after missing messages)
 * the request's state is read from GET /api/case-public/requests/{requestId}, only while the creation runs.
 */
export function useCaseCreation({ onCreated, onFailed }: Callbacks) {
  const dispatch = useAppDispatch();
  const [create] = useCreateCaseMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  // Set synchronously: a double click reaches here twice before React renders the disabled button.
  const running = useRef<{ requestId: string; stored: boolean; settled: boolean; stops: Array<() => void> } | null>(null);
  const callbacks = useRef({ onCreated, onFailed });
  useEffect(() => {
    callbacks.current = { onCreated, onFailed };
  });

  const settle = useCallback((id: string, outcome: { record: LearnerCaseRecord } | { failure: CreationFailure }) => {
    const current = running.current;
    if (!current || current.requestId !== id || current.settled) return;
    current.settled = true;
    current.stops.forEach((stop) => stop());
    running.current = null;
    setRequestId(null);
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

  const check = useCallback(
    async (id: string) => {
      if (!running.current?.stored || running.current.requestId !== id) return;
      const answer = await dispatch(caseBuilderApi.endpoints.caseRequest.initiate(id, { subscribe: false, forceRefetch: true }));
      if (answer.data) fromStatus(id, answer.data);
    },
    [dispatch, fromStatus],
  );

  const start = useCallback(
    async (body: Omit<CreateLearnerCaseBody, 'requestId'>) => {
      if (running.current) return;
      const id = newRequestId();
      const current = { requestId: id, stored: false, settled: false, stops: [] as Array<() => void> };
      running.current = current;
      setRequestId(id);
      setProgress(0);
      // Listen before asking: the job may report before the 202 arrives.
      current.stops.push(
        realtime.on('learner.case.progress', (message) => {
          if (message.requestId === id && !current.settled) setProgress((shown) => nextProgress(shown, message.progress));
        }),
        realtime.on('learner.case.created', (message) => {
          if (message.requestId === id) settle(id, { record: message.case });
        }),
        realtime.on('learner.case.failed', (message) => {
          if (message.requestId === id) settle(id, { failure: { message: message.message || T.createFailed, problems: [] } });
        }),
        onRealtimeReconnect(() => void check(id)),
      );
      try {
        const started = await create({ ...body, requestId: id }).unwrap();
        current.stored = true;
        // The same key again after the case was made or failed: its outcome at once.
        fromStatus(id, { status: started.case.status, failure: started.case.failure, case: started.case });
      } catch (error) {
        const data = (error as { data?: { problems?: CaseFormProblem[] } } | undefined)?.data;
        const status = errorStatus(error);
        // 400: the form's problems by field; 422: the AI settings are missing (the server's message); else the spec's.
        const message = status === 400 || errorCode(error) === 'AI_SETTINGS_REQUIRED' || status === 429 ? errorMessage(error, T.createFailed) : T.createFailed;
        settle(id, { failure: { message, problems: Array.isArray(data?.problems) ? data.problems : [] } });
      }
    },
    [check, create, fromStatus, settle],
  );

  // The fallback: ask where the request is while it runs (often while the socket is down, rarely while it is up).
  useEffect(() => {
    if (!requestId) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(
        () => {
          void check(requestId).finally(tick);
        },
        realtime.status === 'open' ? POLL_SOCKET_UP_MS : POLL_SOCKET_DOWN_MS,
      );
    };
    tick();
    const stopStatus = realtime.onStatus(() => {
      clearTimeout(timer);
      tick();
    });
    return () => {
      clearTimeout(timer);
      stopStatus();
    };
  }, [requestId, check]);

  // Leaving the screen stops listening (the case is still made; the list shows it when it arrives).
  useEffect(
    () => () => {
      running.current?.stops.forEach((stop) => stop());
      running.current = null;
    },
    [],
  );

  const reset = useCallback(() => setProgress(null), []);
  return { start, progress, creating: requestId !== null, reset };
}
