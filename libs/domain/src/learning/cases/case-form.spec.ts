import { describe, expect, it } from '@jest/globals';
import {
  CASE_AREA_DOMAINS,
  CASE_AREAS,
  CASE_FORM_DEFAULTS,
  CASE_INDUSTRIES,
  CASE_INDUSTRY_AREAS,
  defaultCaseCounts,
} from './case-builder.options.js';
import { checkCaseForm } from './case-form.js';
import { LEARNER_CASE_MESSAGES as M } from './learner-cases.messages.js';

const valid = {
  title: 'Case Study Quiz 05032026.1',
  info: { industry: 'retail', area: 'finance', domain: 'cash_flow_management', difficulty: 'expert', duration: 45, playerRole: 'ceo' },
  mcqCount: 7,
  essayCount: 3,
  questionTypes: ['mcq', 'essay'],
};
const problemsOf = (raw: unknown) => {
  const checked = checkCaseForm(raw);
  return checked.ok ? [] : checked.problems;
};
const messagesOf = (raw: unknown) => problemsOf(raw).map((problem) => problem.message);

describe('the case builder lists (spec 2 §9.2)', () => {
  it('has the ten industries, six areas with four topics each, every topic value used once', () => {
    expect(CASE_INDUSTRIES).toHaveLength(10);
    expect(CASE_AREAS).toEqual(['strategy', 'marketing', 'finance', 'operations', 'hr', 'sales']);
    for (const area of CASE_AREAS) expect(CASE_AREA_DOMAINS[area]).toHaveLength(4);
    const values = CASE_AREAS.flatMap((area) => CASE_AREA_DOMAINS[area].map((option) => option.value));
    expect(new Set(values).size).toBe(24);
    for (const industry of CASE_INDUSTRIES) expect(CASE_INDUSTRY_AREAS[industry]).toEqual(CASE_AREAS);
  });
  it('gives each duration its default counts, all to one type when only one is chosen', () => {
    expect(defaultCaseCounts(15)).toEqual({ mcqCount: 2, essayCount: 1 });
    expect(defaultCaseCounts(30)).toEqual({ mcqCount: 4, essayCount: 2 });
    expect(defaultCaseCounts(45)).toEqual({ mcqCount: 7, essayCount: 3 });
    expect(defaultCaseCounts(30, ['mcq'])).toEqual({ mcqCount: 6, essayCount: 0 });
    expect(defaultCaseCounts(45, ['essay'])).toEqual({ mcqCount: 0, essayCount: 10 });
    expect(CASE_FORM_DEFAULTS).toMatchObject({ difficulty: 'casual', duration: 15, mcqCount: 2, essayCount: 1 });
  });
});

describe('the add-case form rules (spec 2 §5.2)', () => {
  it('accepts a complete form, trims the title and takes no description as empty', () => {
    const checked = checkCaseForm({ ...valid, title: '  Case\nmới  ', description: undefined });
    expect(checked).toEqual({ ok: true, form: { ...valid, title: 'Case mới', description: '' } });
  });
  it('derives the question types from the counts when none are sent', () => {
    const checked = checkCaseForm({ ...valid, questionTypes: undefined, essayCount: 0 });
    expect(checked.ok && checked.form.questionTypes).toEqual(['mcq']);
  });
  it('names every missing field in form order', () =>
    expect(messagesOf({ info: {} })).toEqual([
      M.titleRequired,
      M.industryRequired,
      M.areaRequired,
      M.domainRequired,
      M.difficultyRequired,
      M.durationRequired,
      M.playerRoleRequired,
      M.mcqCountInvalid,
      M.essayCountInvalid,
    ]));
  it('refuses no info, or a body that is not an object', () => {
    expect(messagesOf({ ...valid, info: undefined })).toEqual([M.infoRequired]);
    expect(messagesOf([valid])).toEqual([M.formNotObject]);
  });
  it('refuses an area the industry does not have and a topic of another area, naming the choice made', () => {
    expect(problemsOf({ ...valid, info: { ...valid.info, area: 'legal' } })[0]).toEqual({ field: 'area', message: 'Lĩnh vực đã chọn không thuộc ngành "Bán lẻ". Vui lòng chọn lại lĩnh vực.' });
    expect(problemsOf({ ...valid, info: { ...valid.info, domain: 'negotiation' } })).toEqual([
      { field: 'domain', message: 'Chủ đề đã chọn không thuộc lĩnh vực "Tài chính". Vui lòng chọn lại chủ đề.' },
    ]);
  });
  it('refuses values outside the lists', () => {
    expect(messagesOf({ ...valid, info: { ...valid.info, industry: 'mining' } })[0]).toBe(M.industryUnknown);
    expect(messagesOf({ ...valid, info: { ...valid.info, difficulty: 'hard' } })).toEqual([M.difficultyUnknown]);
    expect(messagesOf({ ...valid, info: { ...valid.info, duration: 20 } })).toEqual([M.durationUnknown]);
    expect(messagesOf({ ...valid, info: { ...valid.info, playerRole: 'intern' } })).toEqual([M.playerRoleUnknown]);
    expect(messagesOf({ ...valid, questionTypes: ['mcq', 'oral'] })).toEqual([M.questionTypesInvalid]);
    expect(messagesOf({ ...valid, questionTypes: ['mcq', 'mcq'] })).toEqual([M.questionTypesInvalid]);
  });
  it('keeps counts to whole numbers 0-20 and 0-10, at least one question', () => {
    for (const mcqCount of [21, -1, 2.5, '3', null]) expect(messagesOf({ ...valid, mcqCount })).toEqual([M.mcqCountInvalid]);
    for (const essayCount of [11, -1, 1.5]) expect(messagesOf({ ...valid, essayCount })).toEqual([M.essayCountInvalid]);
    expect(messagesOf({ ...valid, mcqCount: 20, essayCount: 10 })).toEqual([]);
    expect(messagesOf({ ...valid, mcqCount: 0, essayCount: 0 })).toEqual([M.noQuestions]);
  });
  it('bounds the title and the description', () => {
    expect(messagesOf({ ...valid, title: 'x'.repeat(201) })).toEqual([M.titleTooLong]);
    expect(messagesOf({ ...valid, description: 'x'.repeat(2001) })).toEqual([M.descriptionTooLong]);
    expect(messagesOf({ ...valid, description: 5 })).toEqual([M.descriptionInvalid]);
  });
});
