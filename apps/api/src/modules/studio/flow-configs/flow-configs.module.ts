import { Module } from '@nestjs/common';
import { ManageFlowConfigsController } from './commands/manage-flow-configs/manage-flow-configs.controller.js';
import { FlowConfigWriter } from './flow-config-writer.js';
import { FlowConfigsRepository } from './flow-configs.repository.js';
import { FlowConfigProjection } from './projections/flow-config/flow-config.projection.js';
import { FlowConfigsController } from './queries/flow-configs/flow-configs.controller.js';

/** AI flow configs (issue 15 §1). Exports the reader the generation pipeline takes a config and its version from. */
@Module({
  controllers: [FlowConfigsController, ManageFlowConfigsController],
  providers: [FlowConfigsRepository, FlowConfigWriter, FlowConfigProjection],
  exports: [FlowConfigsRepository],
})
export class FlowConfigsModule {}
