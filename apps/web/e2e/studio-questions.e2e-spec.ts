import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { QuestionsWriter } from '../../api/src/modules/studio/questions/questions-writer.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { suiteJourney } from './journey.js';

const XSS = '<p>Nội dung an toàn</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss = 3">bấm</a>';

describe('question management (spec 3 screen 3)', () => {
  const journey = suiteJourney({ SEED_SAMPLE_CONTENT: 'false' });
  let page: Page;
  let aiQuestionId: number;

  beforeAll(async () => {
    // An AI-made answer, as the studio's publish leaves it.
    aiQuestionId = (await publishAiAnswer(4242, 'Chỉ số P/E là gì?', '<p>P/E là giá chia lợi nhuận mỗi cổ phiếu.</p>')).questionId;
    page = await journey.signedInPage(ADMIN.username, ADMIN.password);
  });

  /** An AI-made question and answer, as the studio's publish of that generation leaves them. */
  const publishAiAnswer = (generationId: number, question: string, html: string) =>
    journey.t.app.get(QuestionsWriter).publishGenerated({
      generationId,
      question,
      title: question,
      html,
      audioUrl: null,
      actor: { actorId: null, actorEmail: ADMIN.email, correlationId: `seed-${generationId}`, causationId: `seed-${generationId}`, occurredAt: new Date().toISOString() },
      approvedBy: { id: null, email: ADMIN.email },
    });
  const item = (text: string) => page.getByRole('listitem').filter({ hasText: text });
  const order = async () => (await page.getByRole('listitem').locator('.ant-list-item-meta-title').allInnerTexts()).map((text) => text.trim());
  /** Waits until the list shows `expected` (a condition in the page, no sleeping), then asserts it. */
  const orderBecomes = async (expected: string[]) => {
    await page.waitForFunction(
      (titles) => {
        const { document } = globalThis as unknown as { document: { querySelectorAll: (selector: string) => Iterable<{ textContent: string | null }> } };
        return JSON.stringify([...document.querySelectorAll('.ant-list-item-meta-title')].map((title) => (title.textContent ?? '').trim())) === JSON.stringify(titles);
      },
      expected,
      { timeout: 10_000 },
    );
    expect(await order()).toEqual(expected);
  };

  it('is reached from the second group of the admin menu', async () => {
    await page.goto(`${journey.base}/admin`);
    const menu = page.getByRole('navigation');
    await menu.getByText('Hệ thống').waitFor();
    await menu.getByRole('menuitem', { name: 'Câu hỏi & Câu trả lời' }).click();
    await page.waitForURL(`${journey.base}/admin/questions`);
    await page.getByRole('heading', { name: 'Quản lý câu hỏi' }).waitFor();
    await item('Chỉ số P/E là gì?').waitFor();
  });

  it('creates a question through the form, which requires question, category and level', async () => {
    await page.getByRole('button', { name: 'Thêm câu hỏi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm câu hỏi' });
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.getByText('Vui lòng nhập câu hỏi', { exact: true }).waitFor();
    await dialog.getByText('Vui lòng nhập loại câu hỏi', { exact: true }).waitFor();
    await dialog.getByText('Vui lòng chọn cấp độ', { exact: true }).waitFor();
    await dialog.getByLabel('Câu hỏi', { exact: true }).fill('Biên lợi nhuận gộp là gì?');
    await dialog.getByLabel('Loại câu hỏi').fill('Tài chính');
    await dialog.getByRole('combobox', { name: 'Cấp độ' }).click();
    await page.getByTitle('Cơ bản', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText('Đã lưu câu hỏi').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await item('Biên lợi nhuận gộp là gì?').getByText('Tài chính').waitFor();
    expect(await item('Biên lợi nhuận gộp là gì?').getAttribute('aria-selected')).toBe('true');
  });

  it('writes the answer (html required), and the preview shows it sanitised', async () => {
    const panel = page.getByLabel('Câu trả lời', { exact: true });
    await panel.getByText('Câu hỏi này chưa có câu trả lời.').waitFor();
    await panel.getByRole('button', { name: 'Lưu câu trả lời' }).click();
    await panel.getByText('Vui lòng nhập nội dung HTML của câu trả lời').waitFor();
    await panel.getByLabel('Nội dung HTML').fill(XSS);
    await panel.getByRole('tab', { name: 'Xem trước' }).click();
    const preview = panel.getByLabel('Nội dung xem trước');
    await preview.getByText('Nội dung an toàn').waitFor();
    expect(await preview.innerHTML()).toBe('<p>Nội dung an toàn</p><a>bấm</a>');
    await preview.getByText('bấm').click();
    expect(await page.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();

    await panel.getByRole('tab', { name: 'Chỉnh sửa' }).click();
    await panel.getByRole('button', { name: 'Lưu câu trả lời' }).click();
    await page.getByText('Đã lưu câu trả lời').waitFor();
    await panel.getByText('Câu hỏi này chưa có câu trả lời.').waitFor({ state: 'detached' });
    // What the server stored is sanitised too.
    expect(await panel.getByLabel('Nội dung HTML').inputValue()).toBe('<p>Nội dung an toàn</p><a>bấm</a>');
    expect(await page.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('moves a question down and up, swapping it with its neighbour', async () => {
    expect(await order()).toEqual(['Chỉ số P/E là gì?', 'Biên lợi nhuận gộp là gì?']);
    await item('Chỉ số P/E là gì?').getByRole('button', { name: 'Xuống' }).click();
    await orderBecomes(['Biên lợi nhuận gộp là gì?', 'Chỉ số P/E là gì?']);
    await page.reload();
    await item('Chỉ số P/E là gì?').waitFor();
    expect(await order()).toEqual(['Biên lợi nhuận gộp là gì?', 'Chỉ số P/E là gì?']);
    expect(await item('Biên lợi nhuận gộp là gì?').getByRole('button', { name: 'Lên' }).isDisabled()).toBe(true);
    await item('Chỉ số P/E là gì?').getByRole('button', { name: 'Lên' }).click();
    await orderBecomes(['Chỉ số P/E là gì?', 'Biên lợi nhuận gộp là gì?']);
  });

  it('opens an AI-made answer on its preview, read-only, with the spec’s message', async () => {
    await item('Chỉ số P/E là gì?').click();
    const panel = page.getByLabel('Câu trả lời', { exact: true });
    await panel.getByText('Không thể chỉnh sửa câu trả lời do AI tạo').waitFor();
    // 'Xem trước' first: the answer cannot be edited (issue 24 §1.10).
    await panel.getByLabel('Nội dung xem trước').getByText('P/E là giá chia lợi nhuận mỗi cổ phiếu.').waitFor();
    expect(await panel.getByRole('tab', { name: 'Xem trước' }).getAttribute('aria-selected')).toBe('true');
    await panel.getByRole('tab', { name: 'Chỉnh sửa' }).click();
    expect(await panel.getByLabel('Nội dung HTML').isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Lưu câu trả lời' }).count()).toBe(0);
    // The server refuses the edit as well.
    const admin = await journey.t.signInAdmin();
    const refused = await admin.put('/api/answer').send({ question_id: aiQuestionId, html: '<p>Sửa</p>' });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: 'Không thể chỉnh sửa câu trả lời do AI tạo' });
  });

  it('deletes a question after confirmation', async () => {
    await item('Biên lợi nhuận gộp là gì?').getByRole('button', { name: 'Xóa' }).click();
    await page.getByRole('button', { name: 'Có' }).click();
    await page.getByText('Đã xóa câu hỏi').waitFor();
    await item('Biên lợi nhuận gộp là gì?').waitFor({ state: 'detached' });
  });

  it("shows another admin's new question and a publish from the AI screen without a reload, over /ws", async () => {
    const other = await journey.t.signInAdmin();
    await other.post('/api/question').send({ question: 'Vốn lưu động là gì?', category: 'Tài chính', level: 'elementary' }).expect(201);
    await item('Vốn lưu động là gì?').waitFor();
    await publishAiAnswer(4343, 'EBITDA là gì?', '<p>Lợi nhuận trước lãi vay, thuế và khấu hao.</p>');
    await item('EBITDA là gì?').waitFor();
  });
});
