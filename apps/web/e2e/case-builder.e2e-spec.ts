import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import type { LearnerCaseRecord } from '@k9/contracts';
import { caseTitleDate } from '@k9/domain';
import { startFakeOpenAi, type FakeAiProvider } from '../../api/test/fakes/fake-ai-providers.js';
import { TEST_KEYS, ownJobs } from '../../api/test/helpers/ai-test-env.js';
import { ADMIN, type TestApp } from '../../api/test/helpers/test-app.js';
import { settledValue, sidewaysOverflow, startJourney, type Journey } from './journey.js';

const PROMPT = 'Bạn là giảng viên MBA người Việt. Viết case thực tế về doanh nghiệp Việt Nam.';
const mcq = (n: number) => ({
  type: 'mcq',
  question: `Câu ${n}: cách nào cải thiện dòng tiền của chuỗi?`,
  options: ['Tăng tồn kho', 'Rút ngắn kỳ thu tiền', 'Trả nợ sớm', 'Giảm giá bán'],
  correct_answer: 'B',
  explanation: 'Thu tiền sớm hơn giúp dòng tiền vào nhanh hơn.',
});
const essay = { type: 'essay', question: 'Lập kế hoạch dòng tiền 13 tuần cho chuỗi?', expectedAnswer: 'Dự báo thu chi theo tuần.' };
/** What the fake model answers to the case prompt: JSON with a questions array (options as a list: lettered A-D). */
const caseReply = () =>
  `Đây là case của bạn:\n\`\`\`json\n${JSON.stringify({ title: 'Chuỗi bán lẻ thiếu tiền mặt', description: 'Một chuỗi 40 cửa hàng tiện lợi ở Đà Nẵng thiếu tiền mặt mùa Tết.', questions: [mcq(1), mcq(2), essay] })}\n\`\`\``;

/** The case builder, tab caseUser (issue 14 §4; spec 2 §2.6, §4.3, §5.2, §8.2, §9.2), against the fake OpenAI. */
describe('case builder journeys', () => {
  let journey: Journey;
  let t: TestApp;
  let base: string;
  let openai: FakeAiProvider;
  let learner: { id: string; username: string; password: string };
  let page: Page;
  const today = caseTitleDate(Date.now());

  beforeAll(async () => {
    openai = await startFakeOpenAi();
    journey = await startJourney(
      { SEED_SAMPLE_CONTENT: 'false', OPENAI_API_KEY: TEST_KEYS.openai, OPENAI_BASE_URL: `${openai.url}/v1`, AI_RETRY_BASE_MS: '5', AI_TIMEOUT_MS: '20000' },
      ownJobs(),
    );
    ({ t, base } = journey);
    learner = await t.createUser();
    openai.answerWith = (prompt) => (prompt.includes('<case_form>') ? caseReply() : undefined);
    page = await journey.signedInPage(learner.username, learner.password);
  });
  afterAll(async () => {
    await journey?.close();
    await openai?.close();
  });

  const toast = (on: Page, text: string) => on.locator('.ant-message').getByText(text, { exact: true });
  const formDialog = (on: Page = page) => on.getByRole('dialog', { name: 'Thêm Case Mới' });
  const ownCases = async (): Promise<LearnerCaseRecord[]> => (await (await t.signIn(learner.username, learner.password)).post('/api/case-public/user').send({ user_id: learner.id, show: true }).expect(200)).body.data;
  /** Chooses an option of an antd select (by its label), then waits for the dropdown to close. */
  const choose = async (on: Page, select: Locator, option: string) => {
    await select.click();
    const open = on.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await open.locator(`.ant-select-item-option[title="${option}"]`).click();
    await open.waitFor({ state: 'detached' });
  };
  const field = (label: string) => formDialog().getByLabel(label, { exact: true });
  /** What `read` gives once it is `expected` (React renders a moment after the input), or at the end of the wait. */
  const settled = async <T,>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    let value = await read();
    while (value !== expected && Date.now() < deadline) {
      await page.waitForTimeout(50);
      value = await read();
    }
    return value;
  };
  const disabledState = (control: Locator, expected: boolean) => settled(() => control.isDisabled(), expected);
  /** The option a select of the form shows (null: none, its placeholder). */
  const shownOption = (label: string, expected: string | null) =>
    settled(() => formDialog().locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) }).locator('.ant-select-content').getAttribute('title'), expected);

  it("shows a learner without the admins' AI settings the empty state, and the spec's message in 'Thêm Case Mới'", async () => {
    await page.goto(`${base}/home?tab=caseUser`);
    const empty = page.getByRole('region', { name: 'Bạn chưa tạo case nào' });
    await empty.waitFor();
    for (const blurb of ['Tình huống theo lựa chọn', 'AI viết case cho bạn', 'Trắc nghiệm và tự luận', 'Chấm điểm và lưu lịch sử']) await empty.getByText(blurb, { exact: true }).waitFor();
    // Not an admin: no settings button.
    await expect(page.getByRole('button', { name: 'Cài đặt AI' }).count()).resolves.toBe(0);
    await page.getByPlaceholder('Tìm kiếm case...').waitFor();

    await empty.getByRole('button', { name: 'Tạo case đầu tiên' }).click();
    await formDialog().getByRole('alert').filter({ hasText: 'Cần cài đặt AI trước khi tạo case. Vui lòng liên hệ admin.' }).waitFor();
    expect(await disabledState(formDialog().getByRole('button', { name: 'Tạo case' }), true)).toBe(true);
    expect(await settledValue(field('Tiêu đề'), `Case Study Quiz ${today}.1`)).toBe(`Case Study Quiz ${today}.1`);
    await formDialog().getByRole('button', { name: 'Hủy' }).click();
    await formDialog().waitFor({ state: 'hidden' });
    // The server says the same to a learner who asks anyway, and stores nothing.
    const refused = await (await t.signIn(learner.username, learner.password))
      .post('/api/case-public')
      .send({ title: 'x', info: { industry: 'retail', area: 'finance', domain: 'cash_flow_management', difficulty: 'casual', duration: 15, playerRole: 'manager' }, mcqCount: 2, essayCount: 1 })
      .expect(422);
    expect(refused.body.message).toBe('Cần cài đặt AI trước khi tạo case. Vui lòng liên hệ admin.');
  });

  it("lets an admin save the AI settings in 'Cài đặt AI' (save disabled until model, prompt and both counts are given)", async () => {
    const admin = await journey.signedInPage(ADMIN.username, ADMIN.password);
    await admin.goto(`${base}/home?tab=caseUser`);
    await admin.getByRole('button', { name: 'Cài đặt AI' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Cài đặt AI' });
    const save = dialog.getByRole('button', { name: 'Lưu cài đặt' });
    await save.waitFor();
    // The defaults: 5 multiple-choice and 2 essay questions; no model, no prompt yet.
    expect(await dialog.getByLabel('Số câu trắc nghiệm mặc định').inputValue()).toBe('5');
    expect(await dialog.getByLabel('Số câu tự luận mặc định').inputValue()).toBe('2');
    expect(await disabledState(save, true)).toBe(true);
    await choose(admin, dialog.getByLabel('Model AI'), 'GPT-4.1');
    expect(await disabledState(save, true)).toBe(true);
    await dialog.getByLabel('Prompt').fill(PROMPT);
    await dialog.getByLabel('Số câu tự luận mặc định').fill('');
    expect(await disabledState(save, true)).toBe(true);
    await dialog.getByLabel('Số câu tự luận mặc định').fill('2');
    await save.click();
    await toast(admin, 'Cài đặt đã được lưu thành công!').waitFor();
    // The modal closes by itself 1.5 s later.
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });

    const stored = (await (await t.signInAdmin()).get('/api/setting/ai_settings_for_user').expect(200)).body;
    expect(stored.setting).toEqual({ selectedModel: 'gpt-4.1', prompt: PROMPT, mcqCount: 5, essayCount: 2 });
    await admin.close();
  });

  it('lets a learner create a case: cascading selects, default counts, one case of a double click, the progress overlay to 100 %, the case first and open', async () => {
    // The model takes a moment, so the overlay is seen on its way.
    openai.answerDelayMs = 1500;
    await page.goto(`${base}/home?tab=caseUser`);
    await page.getByRole('button', { name: 'Tạo case đầu tiên' }).click();
    const dialog = formDialog();
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
    expect(await settledValue(field('Tiêu đề'), `Case Study Quiz ${today}.1`)).toBe(`Case Study Quiz ${today}.1`);

    // Area waits for the industry, the topic for the area; a new industry clears both, a new area the topic.
    expect(await disabledState(field('Lĩnh vực'), true)).toBe(true);
    expect(await disabledState(field('Chủ đề'), true)).toBe(true);
    await choose(page, field('Ngành'), 'Công nghệ');
    await choose(page, field('Lĩnh vực'), 'Marketing');
    await choose(page, field('Chủ đề'), 'Chiến lược giá');
    await choose(page, field('Ngành'), 'Bán lẻ');
    expect(await shownOption('Ngành', 'Bán lẻ')).toBe('Bán lẻ');
    expect(await shownOption('Lĩnh vực', null)).toBeNull();
    expect(await shownOption('Chủ đề', null)).toBeNull();
    expect(await disabledState(field('Chủ đề'), true)).toBe(true);
    await choose(page, field('Lĩnh vực'), 'Marketing');
    await choose(page, field('Chủ đề'), 'Định vị thương hiệu');
    await choose(page, field('Lĩnh vực'), 'Tài chính');
    expect(await shownOption('Chủ đề', null)).toBeNull();
    await choose(page, field('Chủ đề'), 'Quản trị dòng tiền');
    await choose(page, field('Vai trò của bạn'), 'Quản lý');

    // Defaults: casual, 15 minutes with 2 + 1; 30 minutes 4 + 2, 45 minutes 7 + 3; one type only takes them all.
    const mcqCount = field('Số câu trắc nghiệm (0-20)');
    const essayCount = field('Số câu tự luận (0-10)');
    expect([await settledValue(mcqCount, '2'), await settledValue(essayCount, '1')]).toEqual(['2', '1']);
    await choose(page, field('Thời lượng'), '30 phút (6 câu)');
    expect([await settledValue(mcqCount, '4'), await settledValue(essayCount, '2')]).toEqual(['4', '2']);
    await choose(page, field('Thời lượng'), '45 phút (10 câu)');
    expect([await settledValue(mcqCount, '7'), await settledValue(essayCount, '3')]).toEqual(['7', '3']);
    await dialog.getByRole('checkbox', { name: 'Tự luận' }).uncheck();
    expect([await settledValue(mcqCount, '10'), await settledValue(essayCount, '0')]).toEqual(['10', '0']);
    await dialog.getByRole('checkbox', { name: 'Tự luận' }).check();
    await choose(page, field('Thời lượng'), '15 phút (3 câu)');
    expect([await settledValue(mcqCount, '2'), await settledValue(essayCount, '1')]).toEqual(['2', '1']);

    // A double click makes one case; the overlay follows the job: 30 % while the model writes, then 100 %.
    await dialog.getByRole('button', { name: 'Tạo case' }).dblclick();
    const overlay = dialog.getByRole('progressbar', { name: 'Tiến độ tạo case' });
    await overlay.and(page.locator('[data-progress="30"]')).waitFor();
    await overlay.and(page.locator('[data-progress="100"]')).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The new case is first in the list and open, with its Vietnamese labels.
    const list = page.getByRole('list', { name: 'Danh sách case của bạn' });
    await expect(list.getByRole('listitem').first().textContent()).resolves.toContain(`Case Study Quiz ${today}.1`);
    const detail = page.getByRole('article', { name: `Case Study Quiz ${today}.1` });
    await detail.waitFor();
    for (const label of ['Bán lẻ', 'Tài chính', 'Quản trị dòng tiền', 'Cơ bản', '15 phút (3 câu)', 'Quản lý']) await detail.getByText(label, { exact: true }).waitFor();
    await detail.getByText('Một chuỗi 40 cửa hàng tiện lợi ở Đà Nẵng thiếu tiền mặt mùa Tết.').waitFor();
    expect(new URL(page.url()).searchParams.get('item')).toBe(String((await ownCases())[0].id));

    const cases = await ownCases();
    expect(cases.map((each) => each.title)).toEqual([`Case Study Quiz ${today}.1`]);
    expect(openai.requests.filter((request) => request.kind === 'chat')).toHaveLength(1);
    openai.answerDelayMs = 0;
  });

  it("checks the form with the server's rule per field, copies an old case, and keeps the form open with the spec's message when the creation fails", async () => {
    await page.getByRole('button', { name: 'Thêm case' }).click();
    const dialog = formDialog();
    expect(await settledValue(field('Tiêu đề'), `Case Study Quiz ${today}.2`)).toBe(`Case Study Quiz ${today}.2`);
    await dialog.getByRole('button', { name: 'Tạo case' }).click();
    for (const message of ['Vui lòng chọn ngành!', 'Vui lòng chọn lĩnh vực!', 'Vui lòng chọn chủ đề!', 'Vui lòng chọn vai trò của bạn trong case!']) await dialog.getByText(message, { exact: true }).waitFor();
    await field('Tiêu đề').fill('');
    await dialog.getByText('Vui lòng nhập tiêu đề case!', { exact: true }).waitFor();
    await field('Tiêu đề').fill(`Case Study Quiz ${today}.2`);

    // 'copy from old case' fills what the earlier case was about.
    await choose(page, dialog.getByLabel('Copy từ case cũ'), `Case Study Quiz ${today}.1`);
    await toast(page, 'Đã copy thông tin từ case cũ!').waitFor();
    for (const [label, option] of [['Ngành', 'Bán lẻ'], ['Lĩnh vực', 'Tài chính'], ['Chủ đề', 'Quản trị dòng tiền'], ['Vai trò của bạn', 'Quản lý'], ['Thời lượng', '15 phút (3 câu)']])
      expect(await shownOption(label, option)).toBe(option);
    await expect(dialog.getByText('Vui lòng chọn ngành!', { exact: true }).count()).resolves.toBe(0);

    // The model answers without JSON: the job fails, the overlay goes, the form stays with the spec's message.
    openai.answerWith = (prompt) => (prompt.includes('<case_form>') ? 'Xin lỗi, tôi không thể tạo case lúc này.' : undefined);
    await dialog.getByRole('button', { name: 'Tạo case' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Có lỗi xảy ra khi tạo case. Vui lòng thử lại.' }).waitFor();
    await expect(dialog.getByRole('progressbar').count()).resolves.toBe(0);
    expect(await field('Tiêu đề').inputValue()).toBe(`Case Study Quiz ${today}.2`);

    // Trying again (a new submission, a new key) makes the case.
    openai.answerWith = (prompt) => (prompt.includes('<case_form>') ? caseReply() : undefined);
    await dialog.getByRole('button', { name: 'Tạo case' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: `Case Study Quiz ${today}.2` }).waitFor();
    expect((await ownCases()).map((each) => each.title)).toEqual([`Case Study Quiz ${today}.2`, `Case Study Quiz ${today}.1`]);

    // The search box asks the server.
    const searched = page.waitForRequest((request) => request.url().endsWith('/api/case-public/user') && (request.postDataJSON() as { search?: string }).search === `${today}.1`);
    await page.getByPlaceholder('Tìm kiếm case...').fill(`${today}.1`);
    await searched;
    const list = page.getByRole('list', { name: 'Danh sách case của bạn' });
    await list.getByRole('listitem').filter({ hasText: `Case Study Quiz ${today}.2` }).waitFor({ state: 'detached' });
    await expect(list.getByRole('listitem').count()).resolves.toBe(1);
    await page.getByPlaceholder('Tìm kiếm case...').fill('');
  });

  it("takes the case's quiz in the shared quiz block: the multiple-choice answers submitted and scored on the server", async () => {
    const list = page.getByRole('list', { name: 'Danh sách case của bạn' });
    await list.getByRole('button', { name: new RegExp(`Case Study Quiz ${today}\\.1`) }).click();
    const detail = page.getByRole('article', { name: `Case Study Quiz ${today}.1` });
    const quiz = detail.getByRole('region', { name: 'Bài quiz' });
    await quiz.waitFor();
    // The quiz the learner reads carries no answers: nothing is marked before the submit.
    await expect(quiz.locator('[data-tone="correct"]').count()).resolves.toBe(0);
    const option = (index: number, letter: string) => quiz.getByRole('radiogroup', { name: `Câu ${index + 1}` }).getByRole('radio', { name: new RegExp(`^${letter}\\. `) });
    await option(0, 'B').check();
    await option(1, 'A').check();
    await quiz.getByRole('button', { name: 'Nộp bài' }).click();
    await toast(page, 'Đã nộp bài! Xem kết quả bên dưới.').waitFor();
    // 3 questions, one right, the essay left empty: 33.
    await quiz.getByTestId('quiz-score').filter({ hasText: '33/100' }).waitFor();
    expect(await quiz.getByRole('radiogroup', { name: 'Câu 2' }).locator('[data-letter="B"]').getAttribute('data-tone')).toBe('correct');
    await quiz.getByText('Giải thích: Thu tiền sớm hơn giúp dòng tiền vào nhanh hơn.').first().waitFor();
    const caseId = Number(new URL(page.url()).searchParams.get('item'));
    const history = (await (await t.signIn(learner.username, learner.password)).get(`/api/case-public-history/userId/${learner.id}/${caseId}`).expect(200)).body;
    expect(history.data).toMatchObject({ case_id: caseId, score: 33, status: 'complete' });
  });

  it('hides a case from the list and shows it again from the hidden cases', async () => {
    const list = page.getByRole('list', { name: 'Danh sách case của bạn' });
    const row = (n: number) => list.getByRole('button', { name: new RegExp(`Case Study Quiz ${today}\\.${n}`) });
    await row(2).click();
    const detail = page.getByRole('article', { name: `Case Study Quiz ${today}.2` });
    await detail.getByRole('button', { name: 'Ẩn case' }).click();
    await toast(page, 'Đã ẩn case khỏi danh sách.').waitFor();
    await row(2).waitFor({ state: 'detached' });
    expect((await ownCases()).map((each) => each.title)).toEqual([`Case Study Quiz ${today}.1`]);
    // The open case stays open, and the hidden cases list it.
    await page.getByRole('radiogroup', { name: 'Case hiển thị trong danh sách' }).or(page.getByLabel('Case hiển thị trong danh sách')).getByText('Đã ẩn', { exact: true }).click();
    await row(2).waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(1);
    await detail.getByRole('button', { name: 'Hiện lại case' }).click();
    await toast(page, 'Đã hiện lại case trong danh sách.').waitFor();
    await row(2).waitFor({ state: 'detached' });
    await page.getByRole('radiogroup', { name: 'Case hiển thị trong danh sách' }).or(page.getByLabel('Case hiển thị trong danh sách')).getByText('Đang hiện', { exact: true }).click();
    await row(2).waitFor();
    expect((await ownCases()).map((each) => each.title)).toEqual([`Case Study Quiz ${today}.2`, `Case Study Quiz ${today}.1`]);
  });

  it('falls back to asking where the request is while the socket is down, and still closes the form with the new case first', async () => {
    const offline = await journey.signedInPage(learner.username, learner.password);
    // Every /ws connection is refused: no progress message ever arrives.
    await offline.routeWebSocket(/\/ws$/, (socket) => socket.close({ code: 1011, reason: 'down' }));
    await offline.goto(`${base}/home?tab=caseUser`);
    await offline.getByRole('button', { name: 'Thêm case' }).click();
    const dialog = formDialog(offline);
    expect(await settledValue(dialog.getByLabel('Tiêu đề', { exact: true }), `Case Study Quiz ${today}.3`)).toBe(`Case Study Quiz ${today}.3`);
    await choose(offline, dialog.getByLabel('Copy từ case cũ'), `Case Study Quiz ${today}.1`);
    const polled = offline.waitForRequest((request) => request.url().includes('/api/case-public/requests/case-'), { timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Tạo case' }).click();
    await dialog.getByRole('progressbar', { name: 'Tiến độ tạo case' }).waitFor();
    await polled;
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await offline.getByRole('article', { name: `Case Study Quiz ${today}.3` }).waitFor();
    await expect(offline.getByRole('list', { name: 'Danh sách case của bạn' }).getByRole('listitem').first().textContent()).resolves.toContain(`Case Study Quiz ${today}.3`);
    await offline.close();
  });

  it('shows a phone the list, with the case in a full-width modal', async () => {
    const phone = await journey.signedInPage(learner.username, learner.password, 375);
    await phone.goto(`${base}/home?tab=caseUser`);
    const list = phone.getByRole('list', { name: 'Danh sách case của bạn' });
    await list.getByRole('listitem').first().waitFor();
    await expect(phone.getByRole('dialog').count()).resolves.toBe(0);
    await list.getByRole('button', { name: new RegExp(`Case Study Quiz ${today}\\.1`) }).click();
    await phone.getByRole('dialog').getByRole('article', { name: `Case Study Quiz ${today}.1` }).waitFor();
    expect((await sidewaysOverflow(phone)).overflow).toBe(0);
    await phone.close();
  });
});
