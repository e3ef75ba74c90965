import {
  AI_DEFAULTS,
  aiSummaryDecider,
  aiSummaryStreamId,
  COMPANY_SUMMARY_MESSAGES as M,
  COMPANY_SUMMARY_PROMPT_VERSION,
  companySummaryFailure,
  companySummaryInfo,
  companySummaryPrompt,
  defaultModelId,
  DEFAULT_AI_SUMMARY_CATEGORY,
  DomainError,
  foldStream,
  hasSummaryData,
  parseCompanySummaryReply,
  type EventStore,
} from '@k9/domain';
import { Inject } from '@nestjs/common';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import { aiJobMetadata, AiJobHandler } from '../../../platform/ai/ai-job.js';
import type { AiCallContext } from '../../../platform/ai/ai.types.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { Job, JobFailure, type JobContext } from '../../../platform/jobs/job.js';
import type { QueueSettings } from '../../../platform/jobs/jobs.options.js';
import { AiDefaults } from '../../ai/ai-defaults.js';
import { vietnamYear } from '../../content/ai-summary/ai-summary-writer.js';
import { AI_SUMMARY_PROJECTION } from '../../content/ai-summary/projections/ai-summary/ai-summary.projection.js';
import { taskFailure } from '../../content-ai/jobs/task-failure.js';
import { CompanySummaryReader } from './company-summary-data.js';
import { COMPANY_SUMMARY_JOB_NAME, COMPANY_SUMMARY_QUEUE_NAME, COMPANY_SUMMARY_QUEUE_SETTINGS, type CompanySummaryPayload } from './company-summary-names.js';

const fail = (ticker: string, reason: string) => {
  const message = companySummaryFailure(ticker, reason);
  return new JobFailure(message, message);
};

/**
 * Spec 3 §4, §8 company summary task: reads the ticker's tables, asks the admins' model (google/gemini-2.5-pro, else
 * the first configured text model) for the two labelled sections, parses them here and saves them as one AI summary
 * event (origin 'ai', the ledger call, the model, the prompt version and the admin in its metadata). An unparsable
 * reply fails the task with the spec's warning and saves nothing.
 */
@Job()
export class CompanySummaryJob extends AiJobHandler<CompanySummaryPayload, { summaryId: number }> {
  override readonly queue = COMPANY_SUMMARY_QUEUE_NAME;
  readonly name = COMPANY_SUMMARY_JOB_NAME;
  override readonly queueSettings: QueueSettings = COMPANY_SUMMARY_QUEUE_SETTINGS;

  constructor(
    private readonly gateway: AiGateway,
    private readonly defaults: AiDefaults,
    private readonly reader: CompanySummaryReader,
    private readonly commands: CommandPath,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    super();
  }

  /** One task per ticker while it waits or runs. */
  override jobId(payload: CompanySummaryPayload): string {
    return payload.ticker;
  }

  /** A stop removed the task before it ran: its reserved call goes back. */
  async released(payload: CompanySummaryPayload): Promise<void> {
    await this.gateway.giveBack(payload.quota, 1);
  }

  protected async run(payload: CompanySummaryPayload, job: JobContext, ai: AiCallContext): Promise<{ summaryId: number }> {
    const { ticker, summaryId } = payload;
    // Run again after a restart, having saved its summary already: done.
    if ((await foldStream(this.store, aiSummaryDecider, aiSummaryStreamId(summaryId))).state.status !== 'none') return { summaryId };
    await job.progress(10);
    const data = await this.reader.read(ticker);
    if (!hasSummaryData(data)) {
      await this.gateway.giveBack(payload.quota, 1);
      throw new JobFailure(M.noData, M.noData);
    }
    await job.progress(30);
    try {
      const model = defaultModelId('text', AI_DEFAULTS.companyOverviewModel, await this.defaults.choices());
      const reply = await this.gateway.generateText({ model, prompt: companySummaryPrompt(data) }, ai);
      const parsed = parseCompanySummaryReply(reply.text);
      if (!parsed) throw fail(ticker, reply.text.trim() ? M.unparsable : M.noResult);
      await job.progress(80);
      if (job.signal.aborted) throw new JobFailure(M.stoppedByAdmin, M.stoppedByAdmin);
      const metadata = aiJobMetadata(payload, job, { requestId: payload.requestId, model: reply.model, callId: reply.callId, promptVersion: COMPANY_SUMMARY_PROMPT_VERSION });
      const fields = { info: companySummaryInfo(data, data.companyName), ...parsed, category: DEFAULT_AI_SUMMARY_CATEGORY, status: 'published', tables: [], fileUrls: [] };
      const command = { type: 'CreateAiSummary' as const, data: { summaryId, fields, provenance: { origin: 'ai' as const, aiCallId: reply.callId, model: reply.model, jobId: job.jobId }, year: vietnamYear(metadata.occurredAt) } };
      try {
        await this.commands.execute(new DeciderCommand(aiSummaryDecider, aiSummaryStreamId(summaryId), command, metadata), [AI_SUMMARY_PROJECTION]);
      } catch (error) {
        // Saved by this very task meanwhile (two runs of one task): the one summary stands.
        if (error instanceof DomainError && error.code === 'AI_SUMMARY_EXISTS') return { summaryId };
        if (error instanceof DomainError) throw fail(ticker, error.message);
        throw error;
      }
      await job.progress(100);
      return { summaryId };
    } catch (error) {
      throw taskFailure(error, job, (reason) => companySummaryFailure(ticker, reason));
    }
  }
}
