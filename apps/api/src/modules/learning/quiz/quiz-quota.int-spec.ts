import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { AI_MESSAGES, quizAttemptStreamId, vietnamDay } from '@k9/domain';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../../test/fakes/fake-ai-providers.js';
import { signInAs, type Agent, type TestUser } from '../../../../test/helpers/access-matrix.js';
import { aiTestEnv, ownJobs } from '../../../../test/helpers/ai-test-env.js';
import { loggedEvents } from '../../../../test/helpers/logged-events.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { AiDailyQuota } from '../../ai/ai-daily-quota.js';

const LIMIT = 2;
const ESSAYS = 6;
/** The grader's structured reply. */
const graderReply = (prompt: string) => (prompt.includes('<bai_lam>') ? JSON.stringify({ score: 7, comment: 'Lập luận còn mỏng.', modelEssay: 'Một bài mẫu.' }) : undefined);

/** Issue 23 §2.4: a grading's AI call is reserved when the request is accepted, so parallel requests keep the daily limit. */
describe('essay grading under the daily AI limit', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let admin: Agent;

  const essayQuiz = async (title: string): Promise<number> =>
    (
      await admin
        .post('/api/k9')
        .send({ type: 'longForm', title, status: 'published', isPublic: true, questionContent: { questionQuiz: [], questionEssay: Array.from({ length: ESSAYS }, (_, n) => ({ question: `Câu hỏi ${n + 1}?` })) } })
        .expect(201)
    ).body.id;
  const learner = async (): Promise<{ user: TestUser; agent: Agent }> => {
    const user = await t.createUser();
    return { user, agent: await signInAs(t, user) };
  };
  const gradings = async (agent: Agent, user: TestUser, quizId: number): Promise<Record<number, { state: string }>> =>
    (await agent.get(`/api/question-history/userId/${user.id}/${quizId}`).expect(200)).body.essayGrading ?? {};
  const requested = async (user: TestUser, quizId: number) =>
    (await loggedEvents(t.app)).filter((event) => event.streamId === quizAttemptStreamId(user.id, quizId) && event.type === 'EssayGradingRequested').length;
  const used = (user: TestUser) => t.app.get(AiDailyQuota).used({ id: user.id, classIds: [] }, vietnamDay(Date.now()));
  const until = async (check: () => Promise<boolean>, ms = 15_000) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 50))) if (await check()) return;
    throw new Error('timed out');
  };

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '5000', AI_MAX_RETRIES: '0', AI_DAILY_CALLS_PER_USER: String(LIMIT) }), ownJobs());
    admin = await t.signInAdmin();
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });
  beforeEach(() => {
    openai.reset();
    openai.answerWith = graderReply;
  });

  it(`${ESSAYS} parallel gradings of ${ESSAYS} essays with a limit of ${LIMIT}: ${LIMIT} provider calls, the other ${ESSAYS - LIMIT} answer the Vietnamese 429 and ask nothing`, async () => {
    const { user, agent } = await learner();
    const quizId = await essayQuiz('Sáu câu tự luận');
    const essayAnswers = Object.fromEntries(Array.from({ length: ESSAYS }, (_, n) => [n, `Bài làm câu ${n + 1}.`]));
    await agent.post('/api/question-history').send({ user_id: user.id, question_id: quizId, essayAnswers }).expect(200);
    // The grader answers slowly: every request is decided while the first calls are still in flight.
    openai.answerDelayMs = 300;
    const answers = await Promise.all(Array.from({ length: ESSAYS }, (_, n) => agent.post(`/api/quiz-attempts/${quizId}/essays/${n}/grade`).send({})));
    expect(answers.map((answer) => answer.status).filter((status) => status !== 202 && status !== 429)).toEqual([]);
    const accepted = answers.flatMap((answer, n) => (answer.status === 202 ? [n] : []));
    expect(accepted).toHaveLength(LIMIT);
    for (const refused of answers.filter((answer) => answer.status === 429)) expect(refused.body).toMatchObject({ code: 'AI_DAILY_LIMIT', message: AI_MESSAGES.userLimitReached(LIMIT) });

    // Every accepted grading is graded (none fails in its job for the limit); the refused ones asked for nothing.
    await until(async () => Object.values(await gradings(agent, user, quizId)).filter((grading) => grading.state === 'graded').length === LIMIT);
    expect(Object.keys(await gradings(agent, user, quizId)).map(Number)).toEqual(accepted);
    expect(await requested(user, quizId)).toBe(LIMIT);
    expect(openai.count('chat')).toBe(LIMIT);
    expect(await used(user)).toBe(LIMIT);

    // Over the limit, a graded answer asked again is still refused as a re-roll (409), not as over the limit.
    const again = await agent.post(`/api/quiz-attempts/${quizId}/essays/${accepted[0]}/grade`).send({});
    expect([again.status, again.body.code]).toEqual([409, 'ESSAY_ALREADY_GRADED']);
    expect(openai.count('chat')).toBe(LIMIT);
  });

  it('gives the unit back when a request asks for nothing new: a double click grades once and spends one unit', async () => {
    const { user, agent } = await learner();
    const quizId = await essayQuiz('Bấm hai lần');
    openai.answerDelayMs = 300;
    const answers = await Promise.all([0, 1].map(() => agent.post(`/api/quiz-attempts/${quizId}/essays/0/grade`).send({ answer: 'Bài làm câu 1.' })));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    await until(async () => (await gradings(agent, user, quizId))[0]?.state === 'graded');
    expect(openai.count('chat')).toBe(1);
    expect(await used(user)).toBe(1);
    // The unit given back grades another essay.
    await agent.post(`/api/quiz-attempts/${quizId}/essays/1/grade`).send({ answer: 'Bài làm câu 2.' }).expect(202);
    await until(async () => (await gradings(agent, user, quizId))[1]?.state === 'graded');
    expect(await used(user)).toBe(LIMIT);
  });
});
