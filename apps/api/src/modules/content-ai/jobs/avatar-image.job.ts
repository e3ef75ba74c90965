import { CONTENT_AI_MESSAGES as M, englishDescriptionPrompt, imagePrompt, imageRefusal, parseEnglishDescription } from '@k9/domain';
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
import { taskFailure } from './task-failure.js';

const fail = (title: string, reason: string) => {
  const message = M.imageFailed(title, reason);
  return new JobFailure(message, message);
};

/**
 * Spec 3 §4 image queue: the description model writes an English description from the summary, the image model draws
 * it, the file is stored (claimed by the event that names it) and the record's avatarUrl is set as one event.
 */
@Job()
export class AvatarImageJob extends AiJobHandler<ContentAiTaskPayload> {
  override readonly queue = CONTENT_AI_QUEUE_NAMES.image;
  readonly name = CONTENT_AI_JOB_NAMES.image;
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
    const start = await this.media.start(payload, (fields) => fields.avatarUrl !== null);
    if (start.kind === 'done') return;
    const refusal = imageRefusal(start.fields);
    if (refusal) throw new JobFailure(refusal, refusal);
    const summary = start.fields.summary.trim();
    await job.progress(10);
    try {
      const { config, promptVersion } = await this.configs.image();
      const described = await this.gateway.generateText({ model: config.descriptionModel, system: config.descriptionSystemMessage, prompt: englishDescriptionPrompt(config, summary) }, ai);
      const description = parseEnglishDescription(described.text);
      if (!description) throw fail(payload.title, M.descriptionUnparsed);
      await job.progress(40);
      const user = payload.actor ? await this.users.findById(payload.actor.id) : null;
      if (!user) throw new JobFailure(M.recordNotFound, 'the admin who asked no longer exists');
      const image = await this.gateway.generateImage(
        { model: config.imageModel, prompt: imagePrompt(config, description), count: 1 },
        { ...ai, keep: this.files.keeper(user, aiJobMetadata(payload, job, { requestId: payload.requestId })) },
      );
      const avatarUrl = image.files[0];
      if (!avatarUrl) throw fail(payload.title, M.noImageUrl);
      await job.progress(90);
      if (job.signal.aborted) throw new JobFailure(M.stoppedByAdmin, M.stoppedByAdmin);
      await this.media.record(payload, job, {
        media: 'avatar',
        changes: { avatarUrl },
        provenance: {
          taskId: job.jobId,
          requestedBy: { id: payload.actor?.id ?? null, email: payload.actor?.email ?? null },
          calls: [
            { callId: described.callId, model: described.model, step: 'description' },
            { callId: image.callId, model: image.model, step: 'image' },
          ],
          promptVersion,
        },
      });
      await job.progress(100);
    } catch (error) {
      throw taskFailure(error, job, (reason) => M.imageFailed(payload.title, reason));
    }
  }
}
