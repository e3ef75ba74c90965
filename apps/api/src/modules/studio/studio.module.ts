import { Module } from '@nestjs/common';
import { FlowConfigsModule } from './flow-configs/flow-configs.module.js';
import { PromptTemplatesModule } from './prompt-templates/prompt-templates.module.js';
import { GenerationModule } from './generation/generation.module.js';
import { QuestionsModule } from './questions/questions.module.js';
import { PublishingModule } from './publishing/publishing.module.js';

/** The AI content studio (issue 15): flow configs, prompt templates; the generation pipeline and questions join here. */
@Module({
  imports: [FlowConfigsModule, PromptTemplatesModule, GenerationModule, QuestionsModule, PublishingModule],
  exports: [FlowConfigsModule],
})
export class StudioModule {}
