import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditChainResponse } from '@k9/contracts';
import { startFakeGemini, startFakeOpenAi, type FakeAiProvider } from '../../../test/fakes/fake-ai-providers.js';
import { aiTestEnv, ownJobs } from '../../../test/helpers/ai-test-env.js';
import { accessMatrix, ADMIN_ONLY, signInCallers, type Callers } from '../../../test/helpers/access-matrix.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { until } from '../../../test/helpers/until.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const NAMES = ['AI1 Text Gen AI', 'AI2 Text Gen AI', 'AI3 Text Output AI', 'AI4 Image Output AI', 'AI5 Voice AI'];
const MODELS = ['gpt-4.1', 'gpt-5-mini', 'gpt-4.1', 'dall-e-3', 'tts-1'];
/** A flow of two text steps: AI1 writes, AI2 rewrites (no output step, no image, no voice). */
const twoSteps = () => NAMES.map((name, index) => ({ name, systemMessage: `Hệ thống ${index + 1}`, model: MODELS[index], isUse: index < 2, useUserPrompt: false, ...(index === 0 ? { sendDirectToOutput: false } : {}) }));

/** Issue 36 §3: the chain behind a published studio answer, link by link, each pointing at its event. */
describe('the chain behind an AI-made thing', () => {
  let t: TestApp;
  let openai: FakeAiProvider;
  let gemini: FakeAiProvider;
  let admin: Agent;
  let approver: Agent;
  let approverEmail: string;
  let callers: Callers;
  let generationId: number;

  beforeAll(async () => {
    [openai, gemini] = await Promise.all([startFakeOpenAi(), startFakeGemini()]);
    t = await startTestApp(aiTestEnv(openai, gemini, { AI_TIMEOUT_MS: '10000' }), ownJobs());
    admin = await t.signInAdmin();
    // A run is its owner's: the admin who asked publishes it (another admin's publish is a 404).
    approver = admin;
    approverEmail = ADMIN.email;
    callers = await signInCallers(t);
    const flowId = (await admin.post('/api/aiGenConfigList').send({ name: 'Luồng hai bước', layout: 'slide', aiConfigs: twoSteps() }).expect(201)).body.data.id;
    generationId = (await admin.post('/api/aiGenHistory/requests').send({ prompt: 'Dòng tiền tự do là gì?', AIGenConfigId: flowId, settings: {} }).expect(201)).body.id;
    await until('the run to finish', async () => (await admin.get(`/api/aiGenHistory/${generationId}`).expect(200)).body.state === 'completed', 20_000);
    await approver.post(`/api/aiGenHistory/${generationId}/publish`).send({}).expect(200);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([openai?.close(), gemini?.close()]);
  });

  accessMatrix({
    callers: () => callers,
    rows: [{ name: 'GET /api/audit/chain', call: (a) => a.get(`/api/audit/chain?streamId=ai-gen-history-${generationId}`), expect: { ...ADMIN_ONLY, admin: 200 } }],
  });

  it('follows a published answer back to who asked, the flow version, its two steps and their calls, and its approver', async () => {
    const chain = (await admin.get(`/api/audit/chain?streamId=ai-gen-history-${generationId}`).expect(200)).body as AuditChainResponse;
    const roles = chain.links.map((link) => [link.role, link.type]);
    expect(roles).toEqual(
      expect.arrayContaining([
        ['asked', 'GenerationRequested'],
        ['config', 'FlowConfigCreated'],
        ['call', 'AiCallRecorded'],
        ['made', 'GenerationCompleted'],
        ['approval', 'GenerationPublished'],
      ]),
    );
    expect(chain.links.find((link) => link.role === 'asked')).toMatchObject({ actorEmail: ADMIN.email, label: 'Yêu cầu tạo câu trả lời AI', roleLabel: 'Yêu cầu' });
    expect(chain.links.find((link) => link.role === 'approval')).toMatchObject({ actorEmail: approverEmail, label: 'Xuất bản câu trả lời' });
    const calls = chain.links.filter((link) => link.role === 'call');
    expect(calls.map((call) => call.data.model)).toEqual(['gpt-4.1', 'gpt-5-mini']);
    for (const call of calls) expect(call.data).toMatchObject({ provider: expect.any(String), latencyMs: expect.any(Number), usage: expect.objectContaining({ inputChars: expect.any(Number) }) });
    expect(chain.links.filter((link) => link.role === 'step')).toHaveLength(2);
    // Each link points at its event: the stream's history has it at that position.
    for (const link of chain.links) {
      const history = (await admin.get(`/api/audit/stream/${encodeURIComponent(link.streamId)}`).expect(200)).body;
      expect(history.data.map((entry: { position: number }) => entry.position)).toContain(link.position);
    }
    expect(chain.made.type).toBe('GenerationCompleted');
  });

  it('says in Vietnamese when there is nothing made by AI there, or no stream is named', async () => {
    expect((await admin.get('/api/audit/chain?streamId=setting-ZALO_INFO').expect(404)).body.message).toBe('Không tìm thấy kết quả do AI tạo ở vị trí này của luồng.');
    expect((await admin.get('/api/audit/chain').expect(400)).body.message).toBe('Cần chọn luồng (streamId) của thứ do AI tạo.');
  });
});
