import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ChatSessionView } from '@k9/contracts';
import { ASSISTANT_MESSAGES as M } from '@k9/domain';
import type { Page } from 'playwright-core';
import { aiTestEnv } from '../../api/test/helpers/ai-test-env.js';
import { ADMIN } from '../../api/test/helpers/test-app.js';
import { until } from '../../api/test/helpers/until.js';
import { answerTo, sidewaysOverflow, suiteAiJourney } from './journey.js';

const SEND_PATH = /^\/api\/aiChatHistory\/\d+\/messages$/;
const TEMPLATE = { label: 'So sánh hai mã cổ phiếu', template: 'So sánh cổ phiếu &&& với cổ phiếu &&& về ROE, biên lợi nhuận và định giá hiện tại.' };

/**
 * The chat workspace's templates and pipelines (issue 29 §3; spec 2 §2.9, §4.11, §5.8, §8.6): a template with two
 * placeholders reached through '@', and a two-step pipeline an admin configures in its modal, chosen by a learner.
 */
describe('templates and pipelines in the AI assistant', () => {
  const journey = suiteAiJourney(({ openai, gemini }) => aiTestEnv(openai, gemini, { SEED_SAMPLE_CONTENT: 'false', AI_TIMEOUT_MS: '20000' }));
  let learner: { id: string; username: string; password: string };

  beforeAll(async () => {
    learner = await journey.t.createUser();
    const admin = await journey.t.signInAdmin();
    await admin.post('/api/prompt-templates').send({ ...TEMPLATE, shared: true }).expect(201);
  });

  const session = async (id: number): Promise<ChatSessionView> => (await (await journey.t.signIn(learner.username, learner.password)).get(`/api/aiChatHistory/${id}`).expect(200)).body.data;
  const openChat = async (username: string, password: string, width: number): Promise<{ page: Page; errors: string[] }> => {
    const page = await journey.signedInPage(username, password, width);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${journey.base}/home?tab=ai`);
    await area(page).waitFor();
    return { page, errors };
  };
  const area = (page: Page) => page.locator('[data-area="ai"]');
  const input = (page: Page) => area(page).getByRole('textbox', { name: 'Câu hỏi', exact: true });
  const sendButton = (page: Page) => area(page).getByRole('button', { name: /Gửi$/ });
  const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });
  const send = async (page: Page) => {
    const sent = await answerTo(page, 'POST', SEND_PATH, () => sendButton(page).click());
    expect(sent.status).toBe(202);
    return sent.body as unknown as { runId: string; messageId: string; answerId: string; data: ChatSessionView };
  };

  it("fills a template of two placeholders reached through '@', sends it and watches the answer stream in", async () => {
    journey.openai.reset();
    journey.openai.streamChunks = 30;
    journey.openai.chunkDelayMs = 150;
    const { page, errors } = await openChat(learner.username, learner.password, 1440);
    // The template sidebar beside the history, each template with a 60-character preview.
    const listed = area(page).getByRole('navigation', { name: 'Mẫu prompt' }).locator('[data-template]').filter({ hasText: TEMPLATE.label });
    expect(await listed.innerText()).toContain(`${TEMPLATE.template.slice(0, 60)}…`);
    // No settings buttons for a learner.
    expect(await area(page).getByRole('button', { name: 'Cài đặt AI Pipeline' }).count()).toBe(0);

    // '@' then part of the label: the templates whose label contains it, each with a 50-character preview.
    await input(page).click();
    await input(page).pressSequentially('@hai mã');
    const suggestions = area(page).getByRole('listbox', { name: 'Gợi ý mẫu prompt' });
    const option = suggestions.getByRole('option').filter({ hasText: TEMPLATE.label });
    expect(await option.innerText()).toContain(`${TEMPLATE.template.slice(0, 50)}…`);
    expect(await suggestions.getByRole('option').count()).toBe(1);
    await option.click();

    // The fill-in modal: one field per &&&; Apply with one left empty is refused with the spec's messages.
    const modal = page.getByRole('dialog', { name: `Điền thông tin: ${TEMPLATE.label}` });
    const first = modal.getByRole('textbox', { name: 'Thông tin 1' });
    const second = modal.getByRole('textbox', { name: 'Thông tin 2' });
    await first.waitFor();
    expect(await input(page).inputValue()).toBe('');
    await first.fill('VCB');
    await modal.getByRole('button', { name: 'Áp dụng' }).click();
    await toast(page, 'Vui lòng điền đầy đủ thông tin vào tất cả các trường').waitFor();
    await modal.getByText('Vui lòng điền thông tin này').waitFor();
    // Enter moves to the next field, and applies on the last.
    await first.press('Enter');
    await until('the second field to have the focus', () => second.evaluate((element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement));
    await second.fill('BID');
    expect(await modal.locator('[data-role="template-preview"]').innerText()).toBe('So sánh cổ phiếu VCB với cổ phiếu BID về ROE, biên lợi nhuận và định giá hiện tại.');
    await second.press('Enter');
    await modal.waitFor({ state: 'detached' });
    const question = 'So sánh cổ phiếu VCB với cổ phiếu BID về ROE, biên lợi nhuận và định giá hiện tại.';
    expect(await input(page).inputValue()).toBe(question);

    const sent = await send(page);
    await area(page).locator('[data-message-role="assistant"][data-streaming="true"]').waitFor();
    // While the session answers, choosing a template is refused (spec 2 §4.11).
    await listed.click();
    await toast(page, M.answering).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const answer = area(page).locator(`[data-message-id="${sent.answerId}"][data-streaming="false"]`);
    await answer.waitFor({ timeout: 20_000 });
    expect(await answer.innerText()).toContain(`Trả lời giả lập cho: ${question.slice(0, 40)}`);
    await until('the stored answer', async () => (await session(sent.data.id)).answering === null, 15_000);
    expect((await session(sent.data.id)).chatHistory.map((message) => message.content)).toEqual([question, `Trả lời giả lập cho: ${question.slice(0, 40)}`]);
    expect(errors).toEqual([]);
  }, 60_000);

  it('on a phone: an admin configures a two-step pipeline in its modal, a learner chooses it and gets its last step as the answer', async () => {
    journey.openai.reset();
    journey.openai.answerWith = (prompt) => (prompt.includes('<previous_step_output>') ? (prompt.includes('KẾT QUẢ BƯỚC 1') ? 'Tóm tắt cuối cùng sau hai bước' : 'thiếu bước 1') : 'KẾT QUẢ BƯỚC 1');
    const admin = await openChat(ADMIN.username, ADMIN.password, 375);
    // The advisor settings: add (the table previews 60 characters of the system message), edit, delete.
    await area(admin.page).getByRole('button', { name: 'Cài đặt Advisor' }).click();
    const advisors = admin.page.getByRole('dialog', { name: 'Cài đặt Advisor' });
    await advisors.getByRole('button', { name: /Thêm Advisor$/ }).click();
    const advisorForm = admin.page.getByRole('dialog', { name: 'Thêm Advisor' });
    const systemMessage = 'Bạn là chuyên gia định giá doanh nghiệp, trả lời ngắn gọn bằng tiếng Việt và nêu rõ giả định.';
    await advisorForm.getByRole('textbox', { name: 'Tên', exact: true }).fill('Chuyên gia định giá');
    await advisorForm.getByRole('textbox', { name: 'System message' }).fill(systemMessage);
    await advisorForm.getByRole('button', { name: /Lưu$/ }).click();
    await toast(admin.page, 'Đã lưu cấu hình Advisor!').waitFor();
    const row = advisors.locator('tr').filter({ has: admin.page.locator('[data-advisor-row="chuyen-gia-dinh-gia"]') });
    expect(await row.innerText()).toContain(`${systemMessage.slice(0, 60)}…`);
    await row.getByRole('button', { name: 'Sửa Chuyên gia định giá' }).click();
    const editForm = admin.page.getByRole('dialog', { name: 'Sửa Advisor' });
    await editForm.getByRole('textbox', { name: 'Tên', exact: true }).fill('Định giá');
    await editForm.getByRole('button', { name: /Lưu$/ }).click();
    await row.getByText('Định giá', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Xóa Định giá' }).click();
    await admin.page.locator('.ant-popconfirm').getByRole('button', { name: 'Có' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await (await journey.t.signInAdmin()).get('/api/setting/ADVISOR_SETTING').expect(200)).body.setting).toEqual([]);
    await advisors.locator('.ant-modal-close').click();
    await advisors.waitFor({ state: 'hidden' });

    await area(admin.page).getByRole('button', { name: 'Cài đặt AI Pipeline' }).click();
    const settings = admin.page.getByRole('dialog', { name: 'Cài đặt AI Pipeline' });
    await settings.getByRole('button', { name: /Thêm AI Pipeline$/ }).click();
    const form = admin.page.getByRole('dialog', { name: 'Thêm AI Pipeline' });
    const save = form.getByRole('button', { name: /Lưu$/ });
    // No name: refused; no step: refused (spec 2 §5.8).
    await save.click();
    await toast(admin.page, M.pipelineNameRequired).waitFor();
    await form.getByRole('textbox', { name: /^\*?\s*Tên$/ }).fill('Phân tích hai bước');
    await form.getByRole('button', { name: 'Xóa bước 1' }).click();
    await save.click();
    await toast(admin.page, M.pipelineStepRequired).waitFor();
    // The step editor: two steps, each with its name and system message (the model: the default).
    for (const [n, name, systemMessage] of [
      [1, 'Phân tích', 'Bạn là nhà phân tích tài chính.'],
      [2, 'Tóm tắt', 'Tóm tắt ngắn gọn kết quả phân tích.'],
    ] as const) {
      await form.getByRole('button', { name: /Thêm bước$/ }).click();
      const step = form.locator(`[data-step="${n}"]`);
      await step.getByRole('textbox', { name: 'Tên bước' }).fill(name);
      await step.getByRole('textbox', { name: 'System message' }).fill(systemMessage);
    }
    const saved = await answerTo(admin.page, 'POST', '/api/setting', () => save.click());
    expect(saved.status).toBe(201);
    await toast(admin.page, 'Đã lưu cấu hình AI Pipeline!').waitFor();
    await settings.locator('[data-pipeline-row="phan-tich-hai-buoc"]').waitFor();
    expect((await sidewaysOverflow(admin.page)).overflow).toBe(0);
    const stored = (await (await journey.t.signInAdmin()).get('/api/setting/AI_PIPELINE_SETTING').expect(200)).body.setting;
    expect(stored).toMatchObject([
      {
        key: 'phan-tich-hai-buoc',
        name: 'Phân tích hai bước',
        isPipeline: true,
        steps: [
          { id: 'step-1', name: 'Phân tích', systemMessage: 'Bạn là nhà phân tích tài chính.', enableWebsearch: false },
          { id: 'step-2', name: 'Tóm tắt', systemMessage: 'Tóm tắt ngắn gọn kết quả phân tích.', enableWebsearch: false },
        ],
      },
    ]);
    expect(admin.errors).toEqual([]);

    // The learner sees the pipeline in the advisor row (never its system messages), chooses it and asks.
    const { page, errors } = await openChat(learner.username, learner.password, 375);
    await area(page).locator('label:has([data-advisor="phan-tich-hai-buoc"])').click();
    expect(await area(page).getByRole('radio', { name: /Phân tích hai bước/ }).isChecked()).toBe(true);
    const request = page.waitForRequest((sent) => SEND_PATH.test(new URL(sent.url()).pathname) && sent.method() === 'POST');
    await area(page).getByRole('button', { name: /Chat mới$/ }).first().click();
    await toast(page, M.created).waitFor();
    await input(page).fill('Đánh giá cổ phiếu VNM');
    const sent = await send(page);
    expect((await request).postDataJSON()).toMatchObject({ advisorKey: 'phan-tich-hai-buoc' });
    const answer = area(page).locator(`[data-message-id="${sent.answerId}"][data-streaming="false"]`);
    // The answer is the last step's output (each step's output opens from the answer too).
    await answer.getByText('Tóm tắt cuối cùng sau hai bước').first().waitFor({ timeout: 20_000 });
    await until('the stored answer', async () => (await session(sent.data.id)).answering === null, 15_000);
    const stepsRun = (await session(sent.data.id)).chatHistory.find((message) => message.id === sent.answerId)!.steps!;
    expect(stepsRun.map((step) => step.output)).toEqual(['KẾT QUẢ BƯỚC 1', 'Tóm tắt cuối cùng sau hai bước']);
    expect(journey.openai.requests.filter((each) => each.kind.startsWith('chat')).map((each) => (each.body.messages as Array<{ role: string; content: string }>)[0].content)).toEqual([
      'Bạn là nhà phân tích tài chính.',
      'Tóm tắt ngắn gọn kết quả phân tích.',
    ]);
    expect(await page.content()).not.toContain('Bạn là nhà phân tích tài chính.');

    // The template sidebar is an overlay on a phone; 'New chat' in the fill-in modal opens a chat with the prompt in its input.
    expect(await area(page).getByRole('navigation', { name: 'Mẫu prompt' }).count()).toBe(0);
    await area(page).getByRole('button', { name: 'Mẫu prompt', exact: true }).click();
    await page.locator('.ant-drawer').getByRole('navigation', { name: 'Mẫu prompt' }).getByText(TEMPLATE.label).click();
    const modal = page.getByRole('dialog', { name: `Điền thông tin: ${TEMPLATE.label}` });
    await modal.getByRole('textbox', { name: 'Thông tin 1' }).fill('HPG');
    await modal.getByRole('textbox', { name: 'Thông tin 2' }).fill('HSG');
    const created = await answerTo(page, 'POST', '/api/aiChatHistory', () => modal.getByRole('button', { name: 'Chat mới' }).click());
    expect(created.status).toBe(201);
    await until('the new chat to be shown with the prompt in its input', async () => (await input(page).inputValue()) === 'So sánh cổ phiếu HPG với cổ phiếu HSG về ROE, biên lợi nhuận và định giá hiện tại.');
    expect((await session((created.body.data as { id: number }).id)).chatHistory).toEqual([]);
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
    expect(errors).toEqual([]);
  }, 90_000);
});
