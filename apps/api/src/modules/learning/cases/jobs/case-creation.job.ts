import { HttpException } from '@nestjs/common';
import type { CaseProgress } from '@k9/contracts';
import {
  CASE_PROMPT_VERSION,
  caseAiSettingsOf,
  caseGenerationPrompt,
  generationErrorText,
  LEARNER_CASE_MESSAGES as M,
  parseCaseReply,
  type CaseForm,
  type LearnerCaseCommand,
} from '@k9/domain';
import { AiGateway } from '../../../../platform/ai/ai-gateway.js';
import { aiJobMetadata, AiJobHandler, type AiJobPayload } from '../../../../platform/ai/ai-job.js';
import { AiCallError, type AiCallContext } from '../../../../platform/ai/ai.types.js';
import { Job, JobFailure, type JobContext } from '../../../../platform/jobs/job.js';
import { SettingsRepository } from '../../../site/settings.repository.js';
import { CaseLive } from '../case-live.js';
import { CasesRepository, type CaseRow } from '../cases.repository.js';
import { LearnerCasesWriter } from '../learner-cases-writer.js';

export type CaseCreationPayload = AiJobPayload & { userId: string; caseId: number };

/** What every learner case's AI call is recorded under in the ledger. */
export const CASE_AI_PURPOSE = 'learning.case-generation';
export const caseJobKey = (caseId: number) => `learner-case-${caseId}`;

const formOf = (row: CaseRow): CaseForm => ({
  title: row.title,
  description: row.description,
  info: row.info,
  mcqCount: row.mcq_count,
  essayCount: row.essay_count,
  questionTypes: row.question_types,
});

/**
 * One learner case made on the server (spec 2 §4.3): the admin's shared ai_settings_for_user and the form make the
 * prompt, the gateway asks the model, the reply becomes the case's quiz (CaseCreated, with the ledger's callId) or a
 * failure (CaseCreationFailed). Progress 0, 30, 60, 90, 100 reaches the owner's tabs, and the made case after it.
 */
@Job()
export class CaseCreationJob extends AiJobHandler<CaseCreationPayload> {
  readonly name = 'learner-case-creation';

  constructor(
    private readonly gateway: AiGateway,
    private readonly writer: LearnerCasesWriter,
    private readonly settings: SettingsRepository,
    private readonly cases: CasesRepository,
    private readonly live: CaseLive,
  ) {
    super();
  }

  protected async run(payload: CaseCreationPayload, job: JobContext, ai: AiCallContext): Promise<void> {
    const row = await this.cases.find(payload.caseId);
    // Made or failed already (a repeated job): nothing to do.
    if (!row || row.user_id !== payload.userId || row.status !== 'requested') return;
    const progress = async (value: CaseProgress) => {
      await job.progress(value).catch(() => undefined);
      this.live.progress(row, value);
    };
    const metadata = (extra: Record<string, unknown> = {}) => aiJobMetadata(payload, job, extra);
    const apply = (command: LearnerCaseCommand, extra?: Record<string, unknown>) => this.writer.write(row.user_id, command, metadata(extra));
    const fail = async (reason: string, message: string, callId: string | null) => {
      await apply({ type: 'FailCase', data: { userId: row.user_id, caseId: row.id, reason, message, callId } }, callId ? { callId } : {});
      this.live.failed(row, message);
    };

    await progress(0);
    const stored = await this.settings.find('ai_settings_for_user', null);
    const settings = caseAiSettingsOf(stored.setting);
    if (!settings) {
      // The call reserved for this case will not be made.
      await this.gateway.giveBack(payload.quota, 1);
      await fail(M.aiSettingsRequired, M.aiSettingsRequired, null);
      throw new JobFailure(M.aiSettingsRequired, M.aiSettingsRequired);
    }
    const { system, prompt } = caseGenerationPrompt(settings, formOf(row));
    await progress(30);
    let reply;
    try {
      reply = await this.gateway.generateText({ model: settings.selectedModel, system, prompt }, { ...ai, template: { id: 'ai_settings_for_user', version: stored.version } });
    } catch (error) {
      const { reason, message, callId } = failureOf(error);
      await fail(reason, message, callId);
      // The provider's text (the reason) stays with the ledger, the case's event and the admins' queue; the learner gets `message`.
      throw new JobFailure(message, reason);
    }
    await progress(60);
    const parsed = parseCaseReply(reply.text);
    if (!parsed.ok) {
      await fail(parsed.reason, M.createFailed, reply.callId);
      throw new JobFailure(M.createFailed, parsed.reason);
    }
    await progress(90);
    await apply(
      {
        type: 'CompleteCase',
        data: {
          userId: row.user_id,
          caseId: row.id,
          quiz: parsed.quiz,
          aiTitle: parsed.title,
          aiDescription: parsed.description,
          aiModel: reply.model,
          callId: reply.callId,
          settingVersion: stored.version,
          promptVersion: CASE_PROMPT_VERSION,
        },
      },
      { model: reply.model, callId: reply.callId, template: { id: 'ai_settings_for_user', version: stored.version } },
    );
    await progress(100);
    const made = await this.cases.find(row.id);
    if (made) this.live.created(made);
  }
}

/**
 * What a failed call is recorded as and what the learner sees: the spec's message, except when no provider is
 * configured for the model or the learner's daily AI limit is reached, whose own Vietnamese messages say what to do.
 */
function failureOf(error: unknown): { reason: string; message: string; callId: string | null } {
  if (error instanceof AiCallError) {
    const reason = generationErrorText(error.kind, error.text);
    return { reason, message: error.kind === 'not_configured' ? error.text : M.createFailed, callId: error.callId };
  }
  if (error instanceof HttpException) {
    const body = error.getResponse() as { message?: unknown };
    const reason = typeof body?.message === 'string' ? body.message : error.message;
    return { reason, message: error.getStatus() === 429 ? reason : M.createFailed, callId: null };
  }
  return { reason: (error as Error)?.message ?? String(error), message: M.createFailed, callId: null };
}
