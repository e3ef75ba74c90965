import type { CreateLearnerCaseBody, LearnerCaseRecord } from '@k9/contracts';
import {
  CASE_FORM_DEFAULTS,
  CASE_INDUSTRY_AREAS,
  CASE_QUESTION_TYPES,
  defaultCaseCounts,
  isCaseDuration,
  type CaseArea,
  type CaseDifficulty,
  type CaseDomain,
  type CaseDuration,
  type CaseIndustry,
  type CasePlayerRole,
  type CaseQuestionType,
} from '@k9/domain/learning/cases/case-builder.options';
import { checkCaseForm, type CaseFormProblem } from '@k9/domain/learning/cases/case-form';

/** The 'Thêm Case Mới' form as antd holds it: flat, the selects empty until chosen. */
export type CaseFormValues = {
  title: string;
  description?: string;
  industry?: CaseIndustry;
  area?: CaseArea;
  domain?: CaseDomain;
  difficulty?: CaseDifficulty;
  duration?: CaseDuration;
  playerRole?: CasePlayerRole;
  questionTypes: CaseQuestionType[];
  mcqCount?: number | null;
  essayCount?: number | null;
};
export type CaseFormField = keyof CaseFormValues;

/** A new form (spec 2 §9.2): the generated title, casual, 15 minutes, both types with 2 + 1 questions. */
export const newCaseForm = (title: string): CaseFormValues => ({
  title,
  description: '',
  industry: undefined,
  area: undefined,
  domain: undefined,
  difficulty: CASE_FORM_DEFAULTS.difficulty,
  duration: CASE_FORM_DEFAULTS.duration,
  playerRole: undefined,
  questionTypes: [...CASE_FORM_DEFAULTS.questionTypes],
  mcqCount: CASE_FORM_DEFAULTS.mcqCount,
  essayCount: CASE_FORM_DEFAULTS.essayCount,
});

/**
 * What else changes when the learner changes some fields (spec 2 §5.2, §9.2): a new industry clears area and domain, a
 * new area clears the domain; a new duration or set of question types sets the default counts (15 min 2 + 1, 30 min
 * 4 + 2, 45 min 7 + 3; one type only: all of them to it).
 */
export function cascade(changed: Partial<CaseFormValues>, values: CaseFormValues): Partial<CaseFormValues> {
  const patch: Partial<CaseFormValues> = {};
  if ('industry' in changed) Object.assign(patch, { area: undefined, domain: undefined });
  else if ('area' in changed) patch.domain = undefined;
  if ('duration' in changed || 'questionTypes' in changed) {
    const duration = values.duration ?? CASE_FORM_DEFAULTS.duration;
    if (isCaseDuration(duration)) Object.assign(patch, defaultCaseCounts(duration, values.questionTypes ?? CASE_QUESTION_TYPES));
  }
  return patch;
}

/** The areas offered for an industry (none before one is chosen: the select is disabled). */
export const areasOf = (industry: CaseIndustry | undefined): readonly CaseArea[] => (industry ? CASE_INDUSTRY_AREAS[industry] : []);

/** The request body of the form (spec 2 §3 User case, as POST /api/case-public takes it); a type left out counts 0. */
export function caseRequestBody(values: CaseFormValues, requestId: string): CreateLearnerCaseBody {
  const types = CASE_QUESTION_TYPES.filter((type) => values.questionTypes?.includes(type));
  const count = (type: CaseQuestionType, value: number | null | undefined) => (types.includes(type) ? (value ?? 0) : 0);
  return {
    title: values.title ?? '',
    description: values.description ?? '',
    info: {
      industry: values.industry,
      area: values.area,
      domain: values.domain,
      difficulty: values.difficulty,
      duration: values.duration,
      playerRole: values.playerRole,
    } as CreateLearnerCaseBody['info'],
    mcqCount: count('mcq', values.mcqCount),
    essayCount: count('essay', values.essayCount),
    questionTypes: types,
    requestId,
  };
}

/** Where a problem of the form rule (or the server's 400 `problems`) shows: the field, or null for the form as a whole. */
export function fieldOfProblem(problem: CaseFormProblem): CaseFormField | null {
  switch (problem.field) {
    case 'body':
      return null;
    case 'info':
      return 'industry';
    default:
      return problem.field;
  }
}

/** The same rule as the server's (checkCaseForm): every problem, grouped by the field it shows under. */
export function formProblems(values: CaseFormValues): { fields: Partial<Record<CaseFormField, string[]>>; general: string[] } {
  const checked = checkCaseForm(caseRequestBody(values, 'kiem-tra'));
  return groupProblems(checked.ok ? [] : checked.problems);
}

export function groupProblems(problems: readonly CaseFormProblem[]): { fields: Partial<Record<CaseFormField, string[]>>; general: string[] } {
  const fields: Partial<Record<CaseFormField, string[]>> = {};
  const general: string[] = [];
  for (const problem of problems) {
    const field = fieldOfProblem(problem);
    if (field) (fields[field] ??= []).push(problem.message);
    else general.push(problem.message);
  }
  return { fields, general };
}

/** 'copy from old case' (spec 2 §4.3): the earlier case's choices and counts; the title stays the new generated one. */
export function formFromCase(record: LearnerCaseRecord, title: string): CaseFormValues {
  const { info, questionContent } = record;
  const types = CASE_QUESTION_TYPES.filter((type) => questionContent.questionTypes.includes(type));
  return {
    title,
    description: record.description ?? '',
    industry: info.industry,
    area: info.area,
    domain: info.domain,
    difficulty: info.difficulty,
    duration: info.duration,
    playerRole: info.playerRole,
    questionTypes: types.length ? types : [...CASE_QUESTION_TYPES],
    mcqCount: questionContent.mcqCount,
    essayCount: questionContent.essayCount,
  };
}

/** Which of one's cases the list shows: those shown, or those hidden from it. */
export type CaseListView = 'shown' | 'hidden';
/** The list's read: whose, which, and the search (done by the server). */
export type OwnCasesArgs = { userId: string; show: boolean; search: string };
export const ownCasesArgs = (userId: string, view: CaseListView, search: string): OwnCasesArgs => ({ userId, show: view === 'shown', search: search.trim() });

/** A new case first, once (a /ws message and the creation's own answer may both bring it). */
export const withCaseFirst = (cases: readonly LearnerCaseRecord[], record: LearnerCaseRecord): LearnerCaseRecord[] => [record, ...cases.filter((each) => each.id !== record.id)];

/** The overlay only moves forward through 0, 30, 60, 90, 100 (a late or repeated message never takes it back). */
export const nextProgress = (current: number | null, reported: number): number => Math.max(current ?? 0, Math.min(100, Math.max(0, reported)));

/**
 * The client's idempotency key of one submission (1-100 of letters, digits, . _ : -): a double click sends the same one
 * and the server makes one case. crypto.randomUUID needs a secure context; getRandomValues does not.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `case-${Date.now().toString(36)}-${hex}`;
}
