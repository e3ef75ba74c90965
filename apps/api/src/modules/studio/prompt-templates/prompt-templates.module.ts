import { Module } from '@nestjs/common';
import { SiteModule } from '../../site/site.module.js';
import { AddPromptTemplateController } from './commands/add-prompt-template/add-prompt-template.controller.js';
import { DeletePromptTemplateController } from './commands/delete-prompt-template/delete-prompt-template.controller.js';
import { EditPromptTemplateController } from './commands/edit-prompt-template/edit-prompt-template.controller.js';
import { RestoreDefaultTemplatesController } from './commands/restore-default-templates/restore-default-templates.controller.js';
import { PromptTemplatesService } from './prompt-templates.service.js';
import { PromptTemplatesController } from './queries/prompt-templates/prompt-templates.controller.js';

/** Prompt templates: stored in the site's TEMPLATE_AI_SETTING streams (its projection serves both routes). */
@Module({
  imports: [SiteModule],
  controllers: [PromptTemplatesController, AddPromptTemplateController, EditPromptTemplateController, DeletePromptTemplateController, RestoreDefaultTemplatesController],
  providers: [PromptTemplatesService],
})
export class PromptTemplatesModule {}
