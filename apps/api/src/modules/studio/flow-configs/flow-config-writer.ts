import { Injectable } from '@nestjs/common';
import { flowConfigDecider, flowConfigStreamId, type AiFlowConfig, type EventMetadata, type FlowConfigCommand, type StudioModelRef } from '@k9/domain';
import type { Response } from 'express';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { AiDefaults } from '../../ai/ai-defaults.js';
import { FlowConfigsRepository } from './flow-configs.repository.js';
import { FLOW_CONFIG_PROJECTION } from './projections/flow-config/flow-config.projection.js';

/** The one way flow configs are written: the live catalog goes into the command, so unknown models are refused. */
@Injectable()
export class FlowConfigWriter {
  constructor(
    private readonly commands: CommandPath,
    private readonly configs: FlowConfigsRepository,
    private readonly catalog: AiDefaults,
  ) {}

  async create(fields: Record<string, unknown>, metadata: EventMetadata, response?: Response): Promise<AiFlowConfig> {
    const models = await this.models();
    // The rules run before an id is drawn, so a refused config does not use up one (ids stay dense).
    flowConfigDecider.decide({ type: 'CreateFlowConfig', data: { configId: 0, fields, models } }, flowConfigDecider.initialState());
    const configId = await this.configs.nextId();
    return this.run({ type: 'CreateFlowConfig', data: { configId, fields, models } }, metadata, undefined, response);
  }

  async edit(configId: number, fields: Record<string, unknown>, metadata: EventMetadata, expectedVersion: number | undefined, response?: Response): Promise<AiFlowConfig> {
    return this.run({ type: 'EditFlowConfig', data: { configId, fields, models: await this.models() } }, metadata, expectedVersion, response);
  }

  async delete(configId: number, metadata: EventMetadata, expectedVersion: number | undefined): Promise<void> {
    const command: FlowConfigCommand = { type: 'DeleteFlowConfig', data: { configId } };
    await this.commands.execute(new DeciderCommand(flowConfigDecider, flowConfigStreamId(configId), command, metadata, expectedVersion), [FLOW_CONFIG_PROJECTION]);
  }

  /** The catalog with what this server has configured: a new config's defaults take configured models. */
  private models(): Promise<StudioModelRef[]> {
    return this.catalog.choices();
  }

  private run(command: FlowConfigCommand, metadata: EventMetadata, expectedVersion: number | undefined, response?: Response): Promise<AiFlowConfig> {
    const configId = command.data.configId;
    return this.commands.executeAndRead(new DeciderCommand(flowConfigDecider, flowConfigStreamId(configId), command, metadata, expectedVersion), {
      readModels: [FLOW_CONFIG_PROJECTION],
      read: async () => (await this.configs.get(configId))!,
      response,
      version: (record) => record.version,
    });
  }
}
