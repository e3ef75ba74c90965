import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { Agent } from '../../api/test/helpers/access-matrix.js';
import { suiteJourney } from './journey.js';

const mcq = (question: string, correct: 'A' | 'B' | 'C' | 'D') => ({
  question,
  options: { A: 'Phương án A', B: 'Phương án B', C: 'Phương án C', D: 'Phương án D' },
  correct_answer: correct,
  explanation: `Đáp án đúng là ${correct}.`,
});
const quiz = (...correct: Array<'A' | 'B' | 'C' | 'D'>) => ({ questionQuiz: correct.map((letter, i) => mcq(`Câu hỏi ${i + 1}?`, letter)), questionEssay: [] });

/**
 * Quiz progress in the learner area (issue 14 §3): list badges, the quiz-status filter, personal statistics and the
 * completion celebration; attempts submitted as the learner through the documented history endpoints, and the program
 * finished in the browser through the quiz block.
 */
describe('quiz progress journeys', () => {
  const journey = suiteJourney({ SEED_SAMPLE_CONTENT: 'false' });
  let learner: { id: string; username: string; password: string };
  let asLearner: Agent;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const admin = await journey.t.signInAdmin();
    await admin
      .post('/api/setting')
      .send({ type: 'TAG4_OPTIONS', setting: [{ value: 'CFA', label: 'Chương trình CFA', description: 'Phân tích đầu tư', imageUrl: null }] })
      .expect(201);
    const create = async (name: string, body: Record<string, unknown>) => {
      ids[name] = (await admin.post('/api/k9').send({ status: 'published', isPublic: true, ...body }).expect(201)).body.id;
    };
    // The CFA program has two quizzes: a case and a theory item.
    await create('caseQuiz', { type: 'caseTraining', title: 'Case định giá Vinamilk', summary: 'Case', tag1: 'Tài chính', tag4: ['CFA'], questionContent: quiz('A', 'B') });
    await create('newsQuiz', { type: 'news', title: 'Lý thuyết chiết khấu dòng tiền', summary: 'DCF', category: 'Định giá', tag4: ['CFA'], questionContent: quiz('C', 'D') });
    await create('newsFail', { type: 'news', title: 'Bài kiểm tra ngoài chương trình', summary: 'Ngoài', category: 'Định giá', questionContent: quiz('A', 'A') });
    await create('newsRef', { type: 'news', title: 'Bài tham khảo không quiz', summary: 'Đọc thêm', category: 'Định giá', detail: 'Đọc thêm.' });
    learner = await journey.t.createUser();
    asLearner = await journey.t.signIn(learner.username, learner.password);
  });

  const learnerPage = (width = 1440) => journey.signedInPage(learner.username, learner.password, width);
  const submit = async (history: 'case' | 'question', quizId: number, selectedAnswers: Record<number, string>) => {
    const [url, key] = history === 'case' ? ['/api/case-public-history', 'case_id'] : ['/api/question-history', 'question_id'];
    return (await asLearner.post(url).send({ user_id: learner.id, [key]: quizId, selectedAnswers, status: 'complete' }).expect(200)).body as { score: number };
  };
  const row = (page: Page, id: number) => page.getByRole('region', { name: 'Danh sách' }).locator(`[data-item-id="${id}"]`);
  const badgeOf = (page: Page, id: number) => row(page, id).locator('[data-quiz-badge]');
  /** The learner comes back to the tab (a submit was made elsewhere): what the app reads again then. */
  const returnToTab = (page: Page) =>
    page.evaluate(() => {
      const window = globalThis as unknown as { dispatchEvent: (event: unknown) => void; Event: new (type: string) => unknown };
      window.dispatchEvent(new window.Event('focus'));
    });
  const chips = (page: Page) => page.getByRole('group', { name: 'Thống kê cá nhân' });
  const listedIds = async (page: Page) => (await page.getByRole('region', { name: 'Danh sách' }).locator('[data-item-id]').evaluateAll((rows) => rows.map((each) => (each as unknown as { dataset: { itemId: string } }).dataset.itemId))).map(Number);

  it('shows the badges, filters lists by quiz status on the server and counts the statistics', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=stream`);
    await expect(badgeOf(page, ids.newsQuiz).innerText()).resolves.toBe('Chưa làm');
    await expect(badgeOf(page, ids.newsFail).innerText()).resolves.toBe('Chưa làm');
    await expect(badgeOf(page, ids.newsRef).innerText()).resolves.toBe('Tham khảo');
    await chips(page).getByText('Quiz: 0/3').waitFor();

    expect((await submit('question', ids.newsQuiz, { 0: 'C', 1: 'D' })).score).toBe(100);
    expect((await submit('question', ids.newsFail, { 0: 'B', 1: 'C' })).score).toBe(0);
    await returnToTab(page);
    await badgeOf(page, ids.newsQuiz).getByText('Đạt', { exact: true }).waitFor();
    await badgeOf(page, ids.newsFail).getByText('Trượt', { exact: true }).waitFor();
    await expect(badgeOf(page, ids.newsRef).innerText()).resolves.toBe('Tham khảo');
    await chips(page).getByText('Quiz: 2/3').waitFor();
    await expect(chips(page).innerText()).resolves.toMatch(/Quiz: 2\/3\s*Đạt: 1\s*Điểm TB: 50/);

    // The filter goes to the server: the list request carries it, and only the matching items come back.
    const search = page.getByRole('search');
    const asked = page.waitForRequest((request) => request.url().includes('/api/k9/type/news') && request.url().includes('quizStatus=completed'));
    await search.getByText('Đã hoàn thành', { exact: true }).click();
    await asked;
    await row(page, ids.newsFail).waitFor({ state: 'detached' });
    await expect(listedIds(page)).resolves.toEqual([ids.newsQuiz]);
    await search.getByText('Chưa hoàn thành', { exact: true }).click();
    await row(page, ids.newsQuiz).waitFor({ state: 'detached' });
    await expect(listedIds(page)).resolves.toEqual([ids.newsFail]);

    // Kept in the filter preferences for the next visit, then reset with the other filters.
    await page.reload();
    await row(page, ids.newsFail).waitFor();
    await expect(listedIds(page)).resolves.toEqual([ids.newsFail]);
    const saved = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem: (key: string) => string | null } }).localStorage.getItem('filterPreferences'));
    expect(JSON.parse(saved ?? '{}').stream).toMatchObject({ quiz: 'incomplete' });
    await page.getByRole('button', { name: 'Đặt lại bộ lọc' }).click();
    await row(page, ids.newsRef).waitFor();
    await expect(listedIds(page).then((listed) => listed.sort())).resolves.toEqual([ids.newsQuiz, ids.newsFail, ids.newsRef].sort());

    // Case training: the status filter counts in the active-filter badge and 'Xóa bộ lọc' clears it.
    await page.getByRole('tab', { name: 'Case Study' }).click();
    await expect(badgeOf(page, ids.caseQuiz).innerText()).resolves.toBe('Chưa làm');
    await page.getByRole('search').getByText('Đã hoàn thành', { exact: true }).click();
    await page.getByText('Không tìm thấy case study phù hợp').waitFor();
    await page.getByRole('search').getByTitle('1 bộ lọc đang bật').waitFor();
    await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
    await row(page, ids.caseQuiz).waitFor();
  });

  it('opens the statistics of the chosen program from a button on a phone', async () => {
    const page = await learnerPage(390);
    await page.goto(`${journey.base}/home?tab=caseTraining&program=CFA`);
    const button = page.getByRole('button', { name: 'Thống kê cá nhân' });
    await button.waitFor();
    // No chips on a phone: the button only.
    await expect(chips(page).count()).resolves.toBe(0);
    await button.click();
    const modal = page.getByRole('dialog', { name: 'Thống kê cá nhân' });
    await modal.getByText('Quiz: 1/2').waitFor();
    await modal.getByText('Đạt: 1', { exact: true }).waitFor();
    await modal.getByText('Điểm TB: 100').waitFor();
    // A row per content type of the program.
    await expect(modal.getByRole('row', { name: /Case Study/ }).innerText()).resolves.toMatch(/Case Study\s+0\/1\s+0\s+–/);
    await expect(modal.getByRole('row', { name: /Lý thuyết/ }).innerText()).resolves.toMatch(/Lý thuyết\s+1\/1\s+1\s+100/);
    // The recent attempts, newest first, with their scores and how long ago.
    const recent = modal.getByRole('region', { name: 'Bài làm gần đây' });
    await expect(recent.innerText()).resolves.toMatch(/Bài kiểm tra ngoài chương trình[\s\S]*Vừa xong[\s\S]*0\/100[\s\S]*Lý thuyết chiết khấu dòng tiền[\s\S]*Vừa xong[\s\S]*100\/100/);
  });

  it('celebrates finishing the chosen program in the browser once, and not again after a reload', async () => {
    const page = await learnerPage();
    await page.goto(`${journey.base}/home?tab=caseTraining&program=CFA&item=${ids.caseQuiz}`);
    await chips(page).getByText('Quiz: 1/2').waitFor();
    const celebration = page.getByRole('dialog', { name: 'Chúc mừng!' });
    const block = page.getByRole('region', { name: 'Bài quiz' });
    const option = (index: number, letter: string) => block.getByRole('radiogroup', { name: `Câu ${index + 1}` }).getByRole('radio', { name: new RegExp(`^${letter}\\. `) });

    // A first try below 60, submitted in this page: the badge and the chips follow at once; not completed yet.
    await option(0, 'A').check();
    await option(1, 'C').check();
    await block.getByRole('button', { name: 'Nộp bài' }).click();
    await badgeOf(page, ids.caseQuiz).getByText('Đạt 50/100').waitFor();
    await chips(page).getByText('Quiz: 2/2').waitFor();
    await expect(chips(page).innerText()).resolves.toMatch(/Đạt: 1\s*Điểm TB: 75/);
    await expect(celebration.count()).resolves.toBe(0);

    // 'Làm lại' and every answer right: every quiz of CFA is passed.
    await block.getByRole('button', { name: 'Làm lại' }).click();
    await block.getByRole('button', { name: 'Nộp bài' }).waitFor();
    await option(0, 'A').check();
    await option(1, 'B').check();
    await block.getByRole('button', { name: 'Nộp bài' }).click();
    await celebration.waitFor();
    await expect(celebration.innerText()).resolves.toContain('Bạn đã hoàn thành cả 2 quiz của Chương trình CFA với điểm từ 60 trở lên.');
    await badgeOf(page, ids.caseQuiz).getByText('Đạt 100/100').waitFor();
    // No confetti for a reader who prefers reduced motion (the journeys run so); the dialog closes after 2 s.
    await expect(page.locator('[data-confetti]').count()).resolves.toBe(0);
    await celebration.waitFor({ state: 'hidden', timeout: 5000 });

    await page.reload();
    await chips(page).getByText('Đạt: 2').waitFor();
    await page.waitForTimeout(1500);
    await expect(celebration.count()).resolves.toBe(0);
    const remembered = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem: (key: string) => string | null } }).localStorage.getItem('quizCelebrations'));
    expect(JSON.parse(remembered ?? '[]')).toEqual(['CFA|2']);
  });
});
