import { describe, expect, it } from '@jest/globals';
import type { QuizContent } from '../../content/content.types.js';
import { fold } from '../../shared/decider.js';
import { specFor } from '../../shared/decider.testing.js';
import type { CaseForm } from './case-form.js';
import type { LearnerCaseCommand } from './learner-cases.commands.js';
import { caseOfRequest, learnerCasesDecider, learnerCasesStreamId } from './learner-cases.decider.js';
import type { LearnerCaseEvent } from './learner-cases.events.js';

const given = specFor(learnerCasesDecider);
const form: CaseForm = {
  title: 'Case Study Quiz 05032026.1',
  description: '',
  info: { industry: 'technology', area: 'marketing', domain: 'digital_marketing', difficulty: 'casual', duration: 15, playerRole: 'manager' },
  mcqCount: 2,
  essayCount: 1,
  questionTypes: ['mcq', 'essay'],
};
const quiz: QuizContent = {
  questionQuiz: [{ question: 'Kênh nào?', options: { A: 'TV', B: 'Facebook', C: 'Báo', D: 'Radio' }, correct_answer: 'B', explanation: 'Khách hàng trẻ.' }],
  questionEssay: [{ question: 'Đề xuất kế hoạch?' }],
};
const ask = (caseId: number, requestId = `req-${caseId}`, over: Partial<{ userId: string; form: unknown }> = {}): LearnerCaseCommand => ({
  type: 'RequestCase',
  data: { userId: over.userId ?? 'u1', userEmail: 'a@k9.test', caseId, requestId, form: over.form ?? form },
});
const requested = (caseId: number, requestId = `req-${caseId}`): LearnerCaseEvent => ({ type: 'CaseCreationRequested', data: { caseId, requestId, userId: 'u1', userEmail: 'a@k9.test', form } });
const provenance = { aiModel: 'gpt-4.1', callId: 'call-1', settingVersion: 3, promptVersion: 1 };
const complete = (caseId: number, userId = 'u1'): LearnerCaseCommand => ({ type: 'CompleteCase', data: { userId, caseId, quiz, aiTitle: 'Ra mắt ứng dụng', aiDescription: null, ...provenance } });
const created = (caseId: number): LearnerCaseEvent => ({ type: 'CaseCreated', data: { caseId, userId: 'u1', questionContent: quiz, aiTitle: 'Ra mắt ứng dụng', aiDescription: null, ...provenance } });
const failCase = (caseId: number): LearnerCaseCommand => ({ type: 'FailCase', data: { userId: 'u1', caseId, reason: 'Câu trả lời của AI không chứa JSON hợp lệ.', message: 'Có lỗi xảy ra khi tạo case. Vui lòng thử lại.', callId: 'call-2' } });
const failed = (caseId: number): LearnerCaseEvent => ({ type: 'CaseCreationFailed', data: { userId: 'u1', caseId, reason: 'Câu trả lời của AI không chứa JSON hợp lệ.', message: 'Có lỗi xảy ra khi tạo case. Vui lòng thử lại.', callId: 'call-2' } });
const show = (caseId: number, value: boolean, userId = 'u1'): LearnerCaseCommand => ({ type: 'SetCaseVisibility', data: { userId, caseId, show: value } });

describe('learner cases', () => {
  it('live in one stream per learner', () => expect(learnerCasesStreamId('u1')).toBe('learner-cases-u1'));

  describe('when a learner asks for a case', () => {
    it('records the request with the form as the rules read it', () => given([]).when(ask(7)).then([requested(7)]));
    it('takes the form with text trimmed and the question types from the counts', () =>
      given([])
        .when(ask(7, 'req-7', { form: { ...form, title: '  Case Study Quiz 05032026.1 ', questionTypes: undefined } }))
        .then([requested(7)]));
    it('refuses a form the rules refuse (an area of no industry, a topic of another area, counts out of range)', () => {
      given([]).when(ask(7, 'r', { form: { ...form, info: { ...form.info, area: 'legal' } } })).thenThrows('INVALID_CASE_FORM');
      given([]).when(ask(7, 'r', { form: { ...form, info: { ...form.info, domain: 'supply_chain' } } })).thenThrows('INVALID_CASE_FORM');
      given([]).when(ask(7, 'r', { form: { ...form, mcqCount: 21 } })).thenThrows('INVALID_CASE_FORM');
      given([]).when(ask(7, 'r', { form: 'không phải đối tượng' })).thenThrows('INVALID_CASE_FORM');
    });
    it('refuses a request id that is not a short plain key', () => {
      given([]).when(ask(7, '')).thenThrows('INVALID_CASE_REQUEST_ID');
      given([]).when(ask(7, 'a b')).thenThrows('INVALID_CASE_REQUEST_ID');
      given([]).when(ask(7, 'x'.repeat(101))).thenThrows('INVALID_CASE_REQUEST_ID');
    });
  });

  describe('when a request was made', () => {
    it('makes nothing new for the same request id (a double click), even with another fresh case id', () => {
      given([requested(7)]).when(ask(8, 'req-7')).then([]);
      expect(caseOfRequest(fold(learnerCasesDecider, [requested(7)]), 'req-7')).toBe(7);
    });
    it('takes another request id as another case', () => given([requested(7)]).when(ask(8)).then([requested(8)]));
    it('refuses a case id already used', () => given([requested(7)]).when(ask(7, 'other')).thenThrows('CASE_ID_TAKEN'));
    it('records the quiz with its provenance: model, ledger call, setting and prompt versions', () => given([requested(7)]).when(complete(7)).then([created(7)]));
    it('records a failure with its reason, the message shown and the call', () => given([requested(7)]).when(failCase(7)).then([failed(7)]));
    it("refuses another user's command on this learner's stream", () => {
      given([requested(7)]).when(complete(7, 'u2')).thenThrows('NOT_CASE_OWNER');
      given([requested(7)]).when(ask(8, 'r8', { userId: 'u2' })).thenThrows('NOT_CASE_OWNER');
    });
    it('knows no other case', () => given([requested(7)]).when(complete(9)).thenThrows('CASE_NOT_FOUND'));
    it('cannot hide a case not made yet', () => given([requested(7)]).when(show(7, false)).thenThrows('CASE_NOT_CREATED'));
  });

  describe('when the case is made or failed', () => {
    it('changes nothing on a repeated completion or a late failure (a job that ran twice)', () => {
      given([requested(7), created(7)]).when(complete(7)).then([]);
      given([requested(7), created(7)]).when(failCase(7)).then([]);
      given([requested(7), failed(7)]).when(complete(7)).then([]);
    });
    it('hides and shows a made case, once per change', () => {
      given([requested(7), created(7)]).when(show(7, false)).then([{ type: 'CaseVisibilityChanged', data: { caseId: 7, userId: 'u1', show: false } }]);
      given([requested(7), created(7)]).when(show(7, true)).then([]);
      given([requested(7), created(7), { type: 'CaseVisibilityChanged', data: { caseId: 7, userId: 'u1', show: false } }]).when(show(7, true)).then([
        { type: 'CaseVisibilityChanged', data: { caseId: 7, userId: 'u1', show: true } },
      ]);
      given([requested(7), created(7)]).when(show(7, false, 'u2')).thenThrows('NOT_CASE_OWNER');
    });
    it('never changes an earlier state while folding', () => {
      const before = fold(learnerCasesDecider, [requested(7)]);
      learnerCasesDecider.evolve(before, created(7));
      learnerCasesDecider.evolve(before, requested(8));
      expect(before.cases.get(7)?.status).toBe('requested');
      expect(before.cases.has(8)).toBe(false);
      expect(before.requests.has('req-8')).toBe(false);
    });
  });
});
