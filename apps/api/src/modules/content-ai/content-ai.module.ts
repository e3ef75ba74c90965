import { Module } from '@nestjs/common';
import { AiFiles } from '../ai/ai-files.js';
import { ContentModule } from '../content/content.module.js';
import { SiteModule } from '../site/site.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { AiBatchController } from './batches/commands/ai-batch.controller.js';
import { AiBatchRecords } from './batches/ai-batch-records.js';
import { AiBatchResume } from './batches/ai-batch-resume.js';
import { AiBatchJob } from './batches/ai-batch.job.js';
import { AiBatches } from './batches/ai-batches.js';
import { AiBatchProjection } from './batches/projection/ai-batch.projection.js';
import { EnqueueTasksController } from './commands/enqueue-tasks/enqueue-tasks.controller.js';
import { StopTaskController } from './commands/stop-task/stop-task.controller.js';
import { ContentAiConfigs } from './content-ai-configs.js';
import { ContentAiMedia } from './content-ai-media.js';
import { ContentAiQueues } from './content-ai-queues.js';
import { AvatarImageJob } from './jobs/avatar-image.job.js';
import { DiagramJob } from './jobs/diagram.job.js';
import { VoiceJob } from './jobs/voice.job.js';
import { KrokiRenderer } from './kroki-renderer.js';
import { QueueController } from './queries/queue/queue.controller.js';

/** The back office's generation queues (issue 34): avatar images, diagrams (Kroki and HTML) and voice as server queues on the AI gateway. */
@Module({
  // AiFiles (what an AI call made, kept through the storage port) is stateless: this module has its own.
  imports: [ContentModule, SiteModule, StorageModule],
  controllers: [QueueController, EnqueueTasksController, StopTaskController, AiBatchController],
  providers: [AiFiles, ContentAiConfigs, ContentAiMedia, ContentAiQueues, KrokiRenderer, AvatarImageJob, DiagramJob, VoiceJob, AiBatchRecords, AiBatches, AiBatchJob, AiBatchProjection, AiBatchResume],
})
export class ContentAiModule {}
