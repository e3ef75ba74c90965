import { beforeAll, describe, expect, it } from '@jest/globals';
import { ASSISTANT_MESSAGES as M } from '@k9/domain';
import type { Page } from 'playwright-core';
import { aiTestEnv } from '../../api/test/helpers/ai-test-env.js';
import { answerTo, sidewaysOverflow, suiteAiJourney } from './journey.js';
import { watchDialogs } from './llm-payloads.js';

const SEND_PATH = /^\/api\/aiChatHistory\/\d+\/messages$/;
const SAFE = { uri: 'https://cafef.vn/fpt-lai-ky-luc.chn', title: 'FPT lãi kỷ lục quý III' };
const CITATIONS = [
  SAFE,
  { uri: "javascript:window.__xss='citation'", title: 'Nguồn bẫy javascript' },
  { uri: `data:text/html,<script>window.__xss='data'</script>${'x'.repeat(200)}`, title: 'Nguồn bẫy data' },
];

/**
 * Issue 30 §3 in the browser: an advisor with web search answers (OpenAI's Responses API, faked), its citations under
 * the answer; the http(s) one a link opening in a new tab with rel="noopener noreferrer" and its host shown, the
 * javascript: and data: ones plain text. An advisor whose model cannot search answers with the fallback note.
 */
describe('the assistant: an answer with web citations', () => {
  const journey = suiteAiJourney(({ openai, gemini }) => aiTestEnv(openai, gemini, { SEED_SAMPLE_CONTENT: 'false', AI_TIMEOUT_MS: '20000' }));
  let learner: { id: string; username: string; password: string };

  beforeAll(async () => {
    learner = await journey.t.createUser();
    const admin = await journey.t.signInAdmin();
    const advisors = [
      { key: 'web', name: 'Tìm kiếm web', model: 'gpt-4.1', systemMessage: '', enableWebsearch: true },
      { key: 'openrouter', name: 'Qua OpenRouter', model: 'anthropic/claude-3.5-haiku', systemMessage: '', enableWebsearch: true },
    ];
    await admin.post('/api/setting').send({ type: 'ADVISOR_SETTING', setting: advisors }).expect(201);
  });

  const area = (page: Page) => page.locator('[data-area="ai"]');
  const ask = async (page: Page, question: string) => {
    await area(page).getByRole('textbox', { name: 'Câu hỏi', exact: true }).fill(question);
    const sent = await answerTo(page, 'POST', SEND_PATH, () => area(page).getByRole('button', { name: /Gửi$/ }).click());
    expect(sent.status).toBe(202);
    const answer = area(page).locator(`[data-message-id="${(sent.body as { answerId: string }).answerId}"][data-streaming="false"]`);
    await answer.waitFor({ timeout: 20_000 });
    return answer;
  };

  for (const width of [1440, 375]) {
    it(`shows the web citations under the answer as safe links at ${width} px`, async () => {
      journey.openai.reset();
      journey.openai.webCitations = CITATIONS.map((citation) => ({ ...citation }));
      const page = await journey.signedInPage(learner.username, learner.password, width);
      const dialogs = watchDialogs(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${journey.base}/home?tab=ai`);
      await area(page).locator('[data-role="welcome"]').getByRole('button', { name: /Chat mới$/ }).click();
      await page.locator('.ant-message').getByText(M.created, { exact: true }).waitFor();
      const answer = await ask(page, `Tin tức FPT hôm nay (${width})`);
      await answer.getByText('Nguồn web (3)').waitFor();
      expect(journey.openai.requests.map((request) => request.kind)).toEqual(['responses']);

      // The http(s) citation: a link to a new tab, no opener, no referrer, its host shown beside it.
      const link = answer.locator('[data-role="web-source"][data-link="true"]');
      expect(await link.count()).toBe(1);
      const anchor = link.getByRole('link', { name: SAFE.title });
      expect(await anchor.getAttribute('href')).toBe(SAFE.uri);
      expect(await anchor.getAttribute('target')).toBe('_blank');
      expect(await anchor.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.innerText()).toContain('cafef.vn');

      // javascript: and data: citations: their text only, never a link.
      const texts = answer.locator('[data-role="web-source"][data-link="false"]');
      expect(await texts.count()).toBe(2);
      expect(await texts.locator('a').count()).toBe(0);
      expect(await texts.nth(0).innerText()).toContain('Nguồn bẫy javascript');
      expect(await texts.nth(0).innerText()).toContain("javascript:window.__xss='citation'");
      expect(await page.locator('a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
      await texts.nth(0).click();
      if (width === 375) expect((await sidewaysOverflow(page)).overflow).toBe(0);

      if (width === 1440) {
        // A model without web search (OpenRouter): the ordinary answer, with the note that says so.
        await area(page).locator('label:has([data-advisor="openrouter"])').click();
        const fallback = await ask(page, 'Tỷ giá USD hôm nay?');
        await fallback.getByText(M.webSearchUnavailable).waitFor();
        expect(await fallback.locator('[data-role="web-source"]').count()).toBe(0);
      }
      expect(await page.evaluate(() => (globalThis as { __xss?: string }).__xss ?? null)).toBeNull();
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    }, 60_000);
  }
});
