import { aiRunDecider, aiRunStreamId, generationErrorText } from '@k9/domain';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import { aiJobMetadata, AiJobHandler, type AiJobPayload } from '../../../platform/ai/ai-job.js';
import { AiRunStreams } from '../../../platform/ai/ai-run-streams.js';
import { AiCallError, type AiCallContext } from '../../../platform/ai/ai.types.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { Job, type JobContext } from '../../../platform/jobs/job.js';

export type AiTextRunPayload = AiJobPayload & { model: string; system?: string; prompt: string };

const PROGRESS_EVERY_MS = 500;

/**
 * A streamed text answer as a job: deltas reach the asking user over /ws as they come, the result (or the failure, or
 * the stop) is applied by a command in the run's stream, and the ledger entry names the job.
 */
@Job()
export class AiTextRunJob extends AiJobHandler<AiTextRunPayload, { callId: string; chars: number }> {
  readonly name = 'ai-text-run';

  constructor(
    private readonly gateway: AiGateway,
    private readonly streams: AiRunStreams,
    private readonly commands: CommandPath,
  ) {
    super();
  }

  protected async run(payload: AiTextRunPayload, job: JobContext, ai: AiCallContext): Promise<{ callId: string; chars: number }> {
    const runId = payload.requestId;
    await this.streams.begin(runId, job.ownerId);
    const writer = this.streams.writer(runId, job.ownerId);
    let chars = 0;
    let reported = Date.now();
    const metadata = () => aiJobMetadata(payload, job);
    try {
      const result = await this.gateway.generateTextStream({ model: payload.model, system: payload.system, prompt: payload.prompt }, ai, (delta) => {
        writer.push(delta);
        chars += delta.length;
        if (Date.now() - reported >= PROGRESS_EVERY_MS) {
          reported = Date.now();
          void job.progress({ chars, seq: writer.lastSeq() }).catch(() => undefined);
        }
      });
      await writer.flush();
      await this.commands.execute(
        new DeciderCommand(aiRunDecider, aiRunStreamId(runId), { type: 'CompleteAiRun', data: { runId, callId: result.callId, model: result.model, text: result.text } }, { ...metadata(), model: result.model, callId: result.callId }),
        [],
      );
      await this.streams.end({ runId, lastSeq: writer.lastSeq(), outcome: 'ok', text: result.text, callId: result.callId }, job.ownerId);
      return { callId: result.callId, chars };
    } catch (error) {
      await writer.flush().catch(() => undefined);
      const stopped = job.signal.aborted || (error instanceof AiCallError && error.kind === 'aborted');
      const message = error instanceof AiCallError ? generationErrorText(error.kind, error.text) : (error as Error).message;
      const callId = error instanceof AiCallError ? error.callId : null;
      await this.commands.execute(new DeciderCommand(aiRunDecider, aiRunStreamId(runId), { type: 'FailAiRun', data: { runId, callId, error: message, stopped } }, metadata()), []).catch(() => undefined);
      await this.streams.end({ runId, lastSeq: writer.lastSeq(), outcome: stopped ? 'stopped' : 'error', error: message, callId }, job.ownerId);
      throw error;
    }
  }
}
