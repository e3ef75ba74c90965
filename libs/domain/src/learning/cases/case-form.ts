import {
  CASE_AREA_LABELS,
  CASE_COUNT_LIMITS,
  CASE_INDUSTRY_AREAS,
  CASE_INDUSTRY_LABELS,
  CASE_TEXT_LIMITS,
  areaOfDomain,
  isCaseArea,
  isCaseDifficulty,
  isCaseDuration,
  isCaseIndustry,
  isCasePlayerRole,
  isCaseQuestionType,
  type CaseArea,
  type CaseDifficulty,
  type CaseDomain,
  type CaseDuration,
  type CaseIndustry,
  type CasePlayerRole,
  type CaseQuestionType,
} from './case-builder.options.js';
import { LEARNER_CASE_MESSAGES as M } from './learner-cases.messages.js';

/** What a case is about (spec 2 §3 User case `info`). */
export type CaseInfo = {
  industry: CaseIndustry;
  area: CaseArea;
  domain: CaseDomain;
  difficulty: CaseDifficulty;
  duration: CaseDuration;
  playerRole: CasePlayerRole;
};

/** The 'Thêm Case Mới' form once it passed the rules. */
export type CaseForm = {
  title: string;
  description: string;
  info: CaseInfo;
  mcqCount: number;
  essayCount: number;
  questionTypes: CaseQuestionType[];
};

/** Which field a refusal is about, for the form to show the message beside it. */
export type CaseFormField = 'body' | 'title' | 'description' | 'info' | keyof CaseInfo | 'mcqCount' | 'essayCount' | 'questionTypes';
export type CaseFormProblem = { field: CaseFormField; message: string };
export type CaseFormCheck = { ok: true; form: CaseForm } | { ok: false; problems: CaseFormProblem[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const missing = (value: unknown) => value === undefined || value === null || value === '';
/** One line of text: NFC, controls and line breaks as spaces, trimmed. */
const oneLine = (value: string) => value.normalize('NFC').replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
const plainText = (value: string) => value.normalize('NFC').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
const isCount = (value: unknown, max: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

/**
 * The form's rules (spec 2 §5.2), one pure check for the web and the server: required title, industry, area (one of the
 * industry's), domain (one of the area's four), difficulty, duration and player role; 0-20 multiple-choice and 0-10
 * essay questions, at least one question in all. Every problem comes back, in form order, with a Vietnamese message.
 * `questionTypes` left out: the types whose count is above 0.
 */
export function checkCaseForm(raw: unknown): CaseFormCheck {
  if (!isObject(raw)) return { ok: false, problems: [{ field: 'body', message: M.formNotObject }] };
  const problems: CaseFormProblem[] = [];
  const problem = (field: CaseFormField, message: string) => problems.push({ field, message });

  const title = typeof raw.title === 'string' ? oneLine(raw.title) : '';
  if (!title) problem('title', M.titleRequired);
  else if (title.length > CASE_TEXT_LIMITS.title) problem('title', M.titleTooLong);

  let description = '';
  if (!missing(raw.description)) {
    if (typeof raw.description !== 'string') problem('description', M.descriptionInvalid);
    else if ((description = plainText(raw.description)).length > CASE_TEXT_LIMITS.description) problem('description', M.descriptionTooLong);
  }

  const info = isObject(raw.info) ? raw.info : null;
  if (!info) problem('info', M.infoRequired);
  const field = (name: keyof CaseInfo) => info?.[name];
  const { industry, area, domain, difficulty, duration, playerRole } = {
    industry: field('industry'),
    area: field('area'),
    domain: field('domain'),
    difficulty: field('difficulty'),
    duration: typeof field('duration') === 'string' && /^\d{2}$/.test(field('duration') as string) ? Number(field('duration')) : field('duration'),
    playerRole: field('playerRole'),
  };
  if (info) {
    if (missing(industry)) problem('industry', M.industryRequired);
    else if (!isCaseIndustry(industry)) problem('industry', M.industryUnknown);
    if (missing(area)) problem('area', M.areaRequired);
    else if (!isCaseArea(area) || (isCaseIndustry(industry) && !CASE_INDUSTRY_AREAS[industry].includes(area)))
      problem('area', M.areaNotInIndustry(isCaseIndustry(industry) ? CASE_INDUSTRY_LABELS[industry] : String(industry ?? '')));
    if (missing(domain)) problem('domain', M.domainRequired);
    else if (isCaseArea(area) && areaOfDomain(domain) !== area) problem('domain', M.domainNotInArea(CASE_AREA_LABELS[area]));
    else if (!isCaseArea(area) && areaOfDomain(domain) === null) problem('domain', M.domainNotInArea(String(area ?? '')));
    if (missing(difficulty)) problem('difficulty', M.difficultyRequired);
    else if (!isCaseDifficulty(difficulty)) problem('difficulty', M.difficultyUnknown);
    if (missing(duration)) problem('duration', M.durationRequired);
    else if (!isCaseDuration(duration)) problem('duration', M.durationUnknown);
    if (missing(playerRole)) problem('playerRole', M.playerRoleRequired);
    else if (!isCasePlayerRole(playerRole)) problem('playerRole', M.playerRoleUnknown);
  }

  const mcqOk = isCount(raw.mcqCount, CASE_COUNT_LIMITS.mcqMax);
  const essayOk = isCount(raw.essayCount, CASE_COUNT_LIMITS.essayMax);
  if (!mcqOk) problem('mcqCount', M.mcqCountInvalid);
  if (!essayOk) problem('essayCount', M.essayCountInvalid);
  if (mcqOk && essayOk && (raw.mcqCount as number) + (raw.essayCount as number) === 0) problem('mcqCount', M.noQuestions);

  let questionTypes: CaseQuestionType[] = [];
  if (missing(raw.questionTypes)) {
    if (mcqOk && (raw.mcqCount as number) > 0) questionTypes.push('mcq');
    if (essayOk && (raw.essayCount as number) > 0) questionTypes.push('essay');
  } else if (!Array.isArray(raw.questionTypes) || !raw.questionTypes.every(isCaseQuestionType) || new Set(raw.questionTypes).size !== raw.questionTypes.length) {
    problem('questionTypes', M.questionTypesInvalid);
  } else questionTypes = [...(raw.questionTypes as CaseQuestionType[])];

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    form: {
      title,
      description,
      info: { industry, area, domain, difficulty, duration, playerRole } as CaseInfo,
      mcqCount: raw.mcqCount as number,
      essayCount: raw.essayCount as number,
      questionTypes,
    },
  };
}
