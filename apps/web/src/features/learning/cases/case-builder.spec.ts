import { describe, expect, it } from '@jest/globals';
import type { LearnerCaseRecord } from '@k9/contracts';
import { checkCaseForm } from '@k9/domain/learning/cases/case-form';
import { aiSettingsForm, canSaveAiSettings } from './ai-settings';
import { areasOf, cascade, caseRequestBody, formFromCase, formProblems, groupProblems, newCaseForm, newRequestId, nextProgress, withCaseFirst, type CaseFormValues } from './case-builder.rules';

const filled = (over: Partial<CaseFormValues> = {}): CaseFormValues => ({
  ...newCaseForm('Case Study Quiz 05062025.1'),
  industry: 'retail',
  area: 'finance',
  domain: 'cash_flow_management',
  playerRole: 'manager',
  ...over,
});

const record = (over: Partial<LearnerCaseRecord> = {}): LearnerCaseRecord => ({
  id: 7,
  requestId: 'r-7',
  title: 'Chuỗi bán lẻ thiếu tiền mặt',
  description: 'Một chuỗi 40 cửa hàng Đà Nẵng',
  user_id: 'u1',
  user_email: null,
  info: { industry: 'technology', area: 'marketing', domain: 'pricing_strategy', difficulty: 'expert', duration: 45, playerRole: 'ceo' },
  questionContent: { questionContent: null, aiModel: 'gpt-4.1', questionTypes: ['mcq', 'essay'], mcqCount: 7, essayCount: 3 },
  status: 'created',
  failure: null,
  show: true,
  created_at: '2025-06-05T01:00:00.000Z',
  updated_at: '2025-06-05T01:00:00.000Z',
  ...over,
});

describe("the 'Thêm Case Mới' form (spec 2 §5.2, §9.2)", () => {
  it('starts with the generated title, casual, 15 minutes, 2 multiple-choice and 1 essay question, nothing chosen', () => {
    expect(newCaseForm('Case Study Quiz 05062025.3')).toEqual({
      title: 'Case Study Quiz 05062025.3',
      description: '',
      industry: undefined,
      area: undefined,
      domain: undefined,
      difficulty: 'casual',
      duration: 15,
      playerRole: undefined,
      questionTypes: ['mcq', 'essay'],
      mcqCount: 2,
      essayCount: 1,
    });
  });

  it('clears area and domain when the industry changes, and the domain when the area changes', () => {
    const values = filled();
    expect(cascade({ industry: 'technology' }, { ...values, industry: 'technology' })).toEqual({ area: undefined, domain: undefined });
    expect(cascade({ area: 'sales' }, { ...values, area: 'sales' })).toEqual({ domain: undefined });
    expect(cascade({ domain: 'supply_chain' }, values)).toEqual({});
    expect(cascade({ title: 'Khác' }, values)).toEqual({});
  });

  it('offers no area before an industry is chosen, then its six areas', () => {
    expect(areasOf(undefined)).toEqual([]);
    expect(areasOf('retail')).toEqual(['strategy', 'marketing', 'finance', 'operations', 'hr', 'sales']);
  });

  it.each([
    [15, ['mcq', 'essay'], 2, 1],
    [30, ['mcq', 'essay'], 4, 2],
    [45, ['mcq', 'essay'], 7, 3],
    [15, ['mcq'], 3, 0],
    [30, ['essay'], 0, 6],
    [45, ['mcq'], 10, 0],
  ] as const)('sets the default counts of %i minutes with %j: %i + %i', (duration, types, mcqCount, essayCount) => {
    const values = filled({ duration, questionTypes: [...types] });
    expect(cascade({ duration }, values)).toEqual({ mcqCount, essayCount });
    expect(cascade({ questionTypes: [...types] }, values)).toEqual({ mcqCount, essayCount });
  });

  it('turns the form into the request body the server takes, with the idempotency key', () => {
    expect(caseRequestBody(filled({ description: 'Bối cảnh riêng' }), 'case-abc')).toEqual({
      title: 'Case Study Quiz 05062025.1',
      description: 'Bối cảnh riêng',
      info: { industry: 'retail', area: 'finance', domain: 'cash_flow_management', difficulty: 'casual', duration: 15, playerRole: 'manager' },
      mcqCount: 2,
      essayCount: 1,
      questionTypes: ['mcq', 'essay'],
      requestId: 'case-abc',
    });
    // A type that is not chosen counts 0, and the body passes the server's own rule.
    const body = caseRequestBody(filled({ questionTypes: ['essay'], mcqCount: 5, essayCount: 3 }), 'case-x');
    expect(body).toMatchObject({ mcqCount: 0, essayCount: 3, questionTypes: ['essay'] });
    expect(checkCaseForm(body).ok).toBe(true);
  });

  it("judges with the server's rule and shows each Vietnamese message under its field", () => {
    expect(formProblems(filled())).toEqual({ fields: {}, general: [] });
    const empty = formProblems({ ...newCaseForm(''), mcqCount: 21, essayCount: 11 });
    expect(empty.fields).toEqual({
      title: ['Vui lòng nhập tiêu đề case!'],
      industry: ['Vui lòng chọn ngành!'],
      area: ['Vui lòng chọn lĩnh vực!'],
      domain: ['Vui lòng chọn chủ đề!'],
      playerRole: ['Vui lòng chọn vai trò của bạn trong case!'],
      mcqCount: ['Số câu trắc nghiệm phải là số nguyên từ 0 đến 20!'],
      essayCount: ['Số câu tự luận phải là số nguyên từ 0 đến 10!'],
    });
    expect(formProblems(filled({ domain: 'negotiation' })).fields.domain).toEqual(['Chủ đề đã chọn không thuộc lĩnh vực "Tài chính". Vui lòng chọn lại chủ đề.']);
    // The server's 400 `problems` land in the same places.
    expect(groupProblems([{ field: 'info', message: 'x' }, { field: 'body', message: 'y' }, { field: 'area', message: 'z' }])).toEqual({ fields: { industry: ['x'], area: ['z'] }, general: ['y'] });
  });

  it("copies an old case's choices and counts, keeping the new title", () => {
    expect(formFromCase(record(), 'Case Study Quiz 05062025.2')).toEqual({
      title: 'Case Study Quiz 05062025.2',
      description: 'Một chuỗi 40 cửa hàng Đà Nẵng',
      industry: 'technology',
      area: 'marketing',
      domain: 'pricing_strategy',
      difficulty: 'expert',
      duration: 45,
      playerRole: 'ceo',
      questionTypes: ['mcq', 'essay'],
      mcqCount: 7,
      essayCount: 3,
    });
  });
});

describe('the case list', () => {
  const cases = [record(), record({ id: 8, title: 'Định giá startup công nghệ', description: '' })];
  it('puts a new case first, once', () => {
    const fresh = record({ id: 9 });
    expect(withCaseFirst(cases, fresh).map((each) => each.id)).toEqual([9, 7, 8]);
    expect(withCaseFirst([fresh, ...cases], fresh).map((each) => each.id)).toEqual([9, 7, 8]);
  });
});

describe('creating a case', () => {
  it('moves the progress forward only', () => {
    expect(nextProgress(null, 0)).toBe(0);
    expect(nextProgress(30, 60)).toBe(60);
    expect(nextProgress(90, 30)).toBe(90);
    expect(nextProgress(90, 150)).toBe(100);
  });

  it('makes an idempotency key the server accepts, a new one each submission', () => {
    const a = newRequestId();
    const b = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9._:-]{1,100}$/);
    expect(a).not.toBe(b);
  });
});

describe("'Cài đặt AI' (spec 2 §5.2, §9.2)", () => {
  it('starts with 5 multiple-choice and 2 essay questions, and keeps what was saved', () => {
    expect(aiSettingsForm(null)).toEqual({ selectedModel: undefined, prompt: '', mcqCount: 5, essayCount: 2 });
    expect(aiSettingsForm({ selectedModel: 'gpt-4.1', prompt: 'P', mcqCount: 0, essayCount: 10 })).toEqual({ selectedModel: 'gpt-4.1', prompt: 'P', mcqCount: 0, essayCount: 10 });
  });

  it('cannot be saved without a model, a prompt, an mcqCount or an essayCount', () => {
    const full = { selectedModel: 'gpt-4.1', prompt: 'Bạn là giảng viên', mcqCount: 5, essayCount: 2 };
    expect(canSaveAiSettings(full)).toBe(true);
    expect(canSaveAiSettings({ ...full, selectedModel: undefined })).toBe(false);
    expect(canSaveAiSettings({ ...full, prompt: '   ' })).toBe(false);
    expect(canSaveAiSettings({ ...full, mcqCount: null })).toBe(false);
    expect(canSaveAiSettings({ ...full, essayCount: undefined })).toBe(false);
    expect(canSaveAiSettings({ ...full, mcqCount: 0, essayCount: 0 })).toBe(true);
  });
});
