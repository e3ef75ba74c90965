import { describe, expect, it } from '@jest/globals';
import type { AiGenHistoryRecord } from '@k9/contracts/studio/generation/generation.routes';
import { imageCountOf, lengthOf, planApproval, planBatch, sourceOfSelection, type BatchQuestion } from './generation-form';
import { historyAfter } from './studio-generation.api';

const row = (prompt: string, flowId: number | null, key = prompt): BatchQuestion => ({ key, prompt, flowId, imageCount: 1 });
const record = (id: number, over: Partial<AiGenHistoryRecord> = {}) =>
  ({ id, state: 'completed', is_create: false, create_at: `2026-11-26T10:0${id}:00.000Z`, prompt: `Câu ${id}`, version: 1, ...over }) as AiGenHistoryRecord;

describe('the question box (spec 1 §5 Generation)', () => {
  it('keeps the length between 100 and 2000 and falls back to 100 when it is not a number', () => {
    expect(lengthOf(300)).toBe(300);
    expect(lengthOf('450')).toBe(450);
    expect(lengthOf('abc')).toBe(100);
    expect(lengthOf(null)).toBe(100);
    expect(lengthOf(5000)).toBe(2000);
    expect(lengthOf(20)).toBe(100);
  });

  it('keeps the image count between 1 and 10, and 1 to 5 in batch ask', () => {
    expect(imageCountOf(11)).toBe(10);
    expect(imageCountOf(0)).toBe(1);
    expect(imageCountOf(7, 5)).toBe(5);
    expect(imageCountOf('x')).toBe(1);
  });
});

describe('batch ask (spec 1 §5)', () => {
  it('warns when there is no question, or when every question is blank', () => {
    expect(planBatch([]).warning).toBe('Vui lòng thêm ít nhất một câu hỏi!');
    expect(planBatch([row('  ', 1, 'a'), row('', 2, 'b')]).warning).toBe('Vui lòng nhập nội dung cho ít nhất một câu hỏi!');
  });

  it('names a question without a flow by its first 50 characters and skips it; the others keep their own flow', () => {
    const long = 'Phân tích chuỗi giá trị của một doanh nghiệp bán lẻ tại Việt Nam năm 2025';
    const plan = planBatch([row('Dòng tiền tự do là gì?', 1), row(long, null), row('EBITDA là gì?', 2), row('  ', null, 'blank')]);
    expect(plan.warning).toBeNull();
    expect(plan.errors).toEqual([`Câu hỏi "${long.slice(0, 50)}" không có luồng AI được chọn!`]);
    expect(plan.valid.map((question) => [question.prompt, question.flowId])).toEqual([
      ['Dòng tiền tự do là gì?', 1],
      ['EBITDA là gì?', 2],
    ]);
  });
});

describe('batch approve (spec 1 §5)', () => {
  it('says when nothing is chosen, and when nothing is left unpublished', () => {
    expect(planApproval([record(1), record(2)], []).warning).toBe('Vui lòng chọn ít nhất một câu hỏi để duyệt!');
    expect(planApproval([record(1, { is_create: true })], [1]).warning).toBe('Không có câu hỏi chưa duyệt!');
  });

  it('publishes only chosen items that are finished and not yet published', () => {
    const history = [record(1), { ...record(2), is_create: true }, { ...record(3), state: 'failed' as const }, record(4)];
    expect(planApproval(history, [1, 2, 3, 4])).toEqual({ ids: [1, 4], warning: null });
  });
});

describe('the history list as records change over /ws', () => {
  it('lists finished records newest first, replaces a changed one and drops a deleted one', () => {
    const list = [record(2), record(1)];
    expect(historyAfter(list, 3, record(3)).map((item) => item.id)).toEqual([3, 2, 1]);
    expect(historyAfter(list, 3, { ...record(3), state: 'running' }).map((item) => item.id)).toEqual([2, 1]);
    expect(historyAfter(list, 1, { ...record(1), is_create: true }).find((item) => item.id === 1)?.is_create).toBe(true);
    expect(historyAfter(list, 2, null).map((item) => item.id)).toEqual([1]);
  });

  it('keeps the newer record when an older copy arrives after it', () => {
    const list = [{ ...record(2), version: 7, anwser: 'mới' }];
    expect(historyAfter(list, 2, { ...record(2), version: 5, anwser: 'cũ' })[0].anwser).toBe('mới');
    expect(historyAfter(list, 2, { ...record(2), version: 8, anwser: 'mới hơn' })[0].anwser).toBe('mới hơn');
  });
});

describe('a selection in the rendered answer', () => {
  const answer = '## Dòng tiền\n\nDòng tiền tự do là **tiền mặt** còn lại sau chi tiêu vốn.\n\n- Ý một\n- Ý hai';

  it('is the same text in the answer when the answer holds it', () => {
    expect(sourceOfSelection(answer, 'còn lại sau chi tiêu vốn')).toBe('còn lại sau chi tiêu vốn');
  });

  it('finds the markdown it was rendered from when marks or line breaks sit inside it', () => {
    expect(sourceOfSelection(answer, 'là tiền mặt còn lại')).toBe('là **tiền mặt** còn lại');
    expect(sourceOfSelection(answer, 'Ý một\nÝ hai')).toBe('Ý một\n- Ý hai');
  });

  it('is null when nothing is selected or the answer has nothing like it', () => {
    expect(sourceOfSelection(answer, '   ')).toBeNull();
    expect(sourceOfSelection(answer, 'không có ở đây')).toBeNull();
  });
});
