import { Module } from '@nestjs/common';
import { SiteModule } from '../../site/site.module.js';
import { PromptTemplatesController } from './prompt-templates.controller.js';
import { PromptTemplatesService } from './prompt-templates.service.js';

/** Prompt templates: stored in the site's TEMPLATE_AI_SETTING streams (its projection serves both routes). */
@Module({
  imports: [SiteModule],
  controllers: [PromptTemplatesController],
  providers: [PromptTemplatesService],
})
export class PromptTemplatesModule {}
