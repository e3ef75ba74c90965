import { Module } from '@nestjs/common';
import { CreateFlowConfigController } from './commands/create-flow-config/create-flow-config.controller.js';
import { DeleteFlowConfigController } from './commands/delete-flow-config/delete-flow-config.controller.js';
import { EditFlowConfigController } from './commands/edit-flow-config/edit-flow-config.controller.js';
import { FlowConfigWriter } from './flow-config-writer.js';
import { FlowConfigsRepository } from './flow-configs.repository.js';
import { FlowConfigProjection } from './projections/flow-config/flow-config.projection.js';
import { FlowConfigsController } from './queries/flow-configs/flow-configs.controller.js';

/** AI flow configs (issue 15 §1). Exports the reader the generation pipeline takes a config and its version from. */
@Module({
  controllers: [FlowConfigsController, CreateFlowConfigController, EditFlowConfigController, DeleteFlowConfigController],
  providers: [FlowConfigsRepository, FlowConfigWriter, FlowConfigProjection],
  exports: [FlowConfigsRepository],
})
export class FlowConfigsModule {}
