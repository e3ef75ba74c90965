import { CONTENT_AI_MESSAGES as M, voiceRefusal, voiceSourceText } from '@k9/domain';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import { aiJobMetadata, AiJobHandler } from '../../../platform/ai/ai-job.js';
import type { AiCallContext } from '../../../platform/ai/ai.types.js';
import { Job, JobFailure, type JobContext } from '../../../platform/jobs/job.js';
import type { QueueSettings } from '../../../platform/jobs/jobs.options.js';
import { AiFiles } from '../../ai/ai-files.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { ContentAiConfigs } from '../content-ai-configs.js';
import { ContentAiMedia } from '../content-ai-media.js';
import { CONTENT_AI_JOB_NAMES, CONTENT_AI_QUEUE_NAMES, CONTENT_AI_QUEUE_SETTINGS } from '../content-ai-names.js';
import { taskKey, type ContentAiTaskPayload } from '../content-ai-task.js';
import { speakableText } from '../../ai/speakable-text.js';
import { taskFailure } from './task-failure.js';

const EMPTY_SPOKEN_TEXT = 'AI không trả về lời đọc.';

/**
 * Spec 3 §4 voice queue: the text model writes the spoken text from audioText (story) or detail (detail actions), the
 * gateway's speech makes the audio (espeak-ng when chosen or as the fallback), the file is stored, and audioUrl and
 * audioText are set as one event. Shown at 50% while it runs.
 */
@Job()
export class VoiceJob extends AiJobHandler<ContentAiTaskPayload> {
  override readonly queue = CONTENT_AI_QUEUE_NAMES.voice;
  readonly name = CONTENT_AI_JOB_NAMES.voice;
  override readonly queueSettings: QueueSettings = CONTENT_AI_QUEUE_SETTINGS;

  constructor(
    private readonly gateway: AiGateway,
    private readonly configs: ContentAiConfigs,
    private readonly media: ContentAiMedia,
    private readonly files: AiFiles,
    private readonly users: UsersRepository,
  ) {
    super();
  }

  override jobId(payload: ContentAiTaskPayload): string {
    return taskKey(payload);
  }

  protected async run(payload: ContentAiTaskPayload, job: JobContext, ai: AiCallContext): Promise<void> {
    const source = payload.source ?? 'custom';
    const start = await this.media.start(payload, (fields) => fields.audioUrl !== null);
    if (start.kind === 'done') return;
    const refusal = voiceRefusal(start.fields, source);
    if (refusal) throw new JobFailure(refusal, refusal);
    await job.progress(50);
    const worded = (reason: string) => `${M.voiceFailed(payload.title)}: ${reason}`;
    try {
      const { config, promptVersion } = await this.configs.voice();
      const written = await this.gateway.generateText({ model: config.textModel, system: config.systemMessage, prompt: voiceSourceText(start.fields, source) }, ai);
      const spoken = speakableText(written.text);
      if (!spoken) throw new JobFailure(worded(EMPTY_SPOKEN_TEXT), worded(EMPTY_SPOKEN_TEXT));
      const user = payload.actor ? await this.users.findById(payload.actor.id) : null;
      if (!user) throw new JobFailure(M.recordNotFound, 'the admin who asked no longer exists');
      const speech = await this.gateway.generateSpeech(
        { model: config.audioModel, text: spoken, voice: config.voice, format: config.responseFormat, speed: config.speed },
        { ...ai, keep: this.files.keeper(user, aiJobMetadata(payload, job, { requestId: payload.requestId })) },
      );
      const audioUrl = speech.files[0];
      if (!audioUrl) throw new JobFailure(M.voiceUploadFailed, M.voiceUploadFailed);
      if (job.signal.aborted) throw new JobFailure(M.stoppedByAdmin, M.stoppedByAdmin);
      await this.media.record(payload, job, {
        media: 'voice',
        changes: { audioUrl, audioText: spoken },
        provenance: {
          taskId: job.jobId,
          requestedBy: { id: payload.actor?.id ?? null, email: payload.actor?.email ?? null },
          calls: [
            { callId: written.callId, model: written.model, step: 'text' },
            { callId: speech.callId, model: speech.model, step: 'speech' },
          ],
          promptVersion,
        },
      });
      await job.progress(100);
    } catch (error) {
      throw taskFailure(error, job, worded);
    }
  }
}
