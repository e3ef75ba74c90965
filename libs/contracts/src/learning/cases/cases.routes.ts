import type { CaseInfo, CaseQuestionType, LearnerCaseStatus, LearnerQuizContent } from '@k9/domain';

/**
 * HTTP routes of the case builder (spec 2 §2.6, §4.3, §7.2): a learner's own AI-made case-study quizzes. The lists,
 * labels, defaults and the form rule are in @k9/domain/learning/cases/case-builder.options and .../case-form (pure
 * files the web imports), so the form and the server judge a case alike.
 */
export const CASE_ROUTES = {
  /** POST { user_id, show? }: the caller's cases (admins: anyone's), newest first (LearnerCaseListResponse). */
  list: '/api/case-public/user',
  /** POST CreateLearnerCaseBody: 202 CreateLearnerCaseResponse; the case is made by a job, progress over /ws. */
  create: '/api/case-public',
  /** GET: the form's generated title for the caller today (CaseTitleSuggestion). */
  titleSuggestion: '/api/case-public/title-suggestion',
  /** GET: one case of the caller (admins: any), any status (LearnerCaseRecord). */
  one: (id: number) => `/api/case-public/${id}`,
  /** PUT { show }: hide or show one's own created case (LearnerCaseRecord). */
  visibility: (id: number) => `/api/case-public/${id}/show`,
  /** GET: where a creation request is (LearnerCaseRequestStatus). */
  request: (requestId: string) => `/api/case-public/requests/${encodeURIComponent(requestId)}`,
} as const;

/** The header a client may send its idempotency key in (or `requestId` in the body): the same key makes one case. */
export const CASE_IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** POST /api/case-public (spec 2 §3 User case, as the form sends it). The owner is the session's user. */
export type CreateLearnerCaseBody = {
  title: string;
  description?: string;
  info: CaseInfo;
  /** 0-20 */
  mcqCount: number;
  /** 0-10 */
  essayCount: number;
  /** Left out: the types whose count is above 0. */
  questionTypes?: CaseQuestionType[];
  /** The client's idempotency key (1-100 of letters, digits, . _ : -): a double click with the same key makes one case. */
  requestId?: string;
};

/** POST /api/case-public/user (spec 2 §7.2: body where {user_id, show}). `show` left out: true (the visible cases). */
export type LearnerCaseListBody = { user_id: string; show?: boolean };

/** PUT /api/case-public/{id}/show */
export type LearnerCaseVisibilityBody = { show: boolean };

/**
 * A case as its owner reads it (spec 2 §3 User case). The quiz never carries correct answers, explanations or expected
 * essays: they stay on the server until the learner submits (through /api/case-public-history, case_id = id).
 */
export type LearnerCaseRecord = {
  id: number;
  requestId: string;
  title: string;
  description: string;
  user_id: string;
  user_email: string | null;
  info: CaseInfo;
  questionContent: {
    /** null until the case is made. */
    questionContent: LearnerQuizContent | null;
    aiModel: string | null;
    questionTypes: CaseQuestionType[];
    mcqCount: number;
    essayCount: number;
  };
  /** requested: the job is making it; created: ready; failed: see `failure`. */
  status: LearnerCaseStatus;
  /** What the learner is shown when the creation failed ('Có lỗi xảy ra khi tạo case. Vui lòng thử lại.' or the AI gateway's message). */
  failure: string | null;
  show: boolean;
  created_at: string;
  updated_at: string;
};

export type LearnerCaseListResponse = { data: LearnerCaseRecord[] };

/** 202: the request is stored and its job queued; the same key again answers the same ids. */
export type CreateLearnerCaseResponse = { requestId: string; caseId: number; case: LearnerCaseRecord };

export type CaseTitleSuggestion = { title: string };

export type LearnerCaseRequestStatus = { requestId: string; caseId: number; status: LearnerCaseStatus; failure: string | null; case: LearnerCaseRecord };

/** The progress overlay's steps (spec 2 §4.3, §9.2): queued, asking the AI, answer received, saving, done. */
export const CASE_PROGRESS_STEPS = [0, 30, 60, 90, 100] as const;
export type CaseProgress = (typeof CASE_PROGRESS_STEPS)[number];
