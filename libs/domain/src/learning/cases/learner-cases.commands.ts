import type { QuizContent } from '../../content/content.types.js';

/** The user is the stream's owner: the HTTP layer or the job puts the case's owner here, never one from the request. */
type Owned = { userId: string; caseId: number };

/** `form` as it came: the decider checks it with the form rules. `caseId` is a fresh value of the content sequence. */
export type RequestCase = { type: 'RequestCase'; data: Owned & { userEmail: string | null; requestId: string; form: unknown } };
export type CompleteCase = {
  type: 'CompleteCase';
  data: Owned & { quiz: QuizContent; aiTitle: string | null; aiDescription: string | null; aiModel: string; callId: string; settingVersion: number; promptVersion: number };
};
export type FailCase = { type: 'FailCase'; data: Owned & { reason: string; message: string; callId: string | null } };
export type SetCaseVisibility = { type: 'SetCaseVisibility'; data: Owned & { show: boolean } };

export type LearnerCaseCommand = RequestCase | CompleteCase | FailCase | SetCaseVisibility;
