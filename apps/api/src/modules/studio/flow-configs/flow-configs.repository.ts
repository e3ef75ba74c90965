import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AiFlowConfig } from '@k9/domain';
import { FlowConfigView } from './projections/flow-config/flow-config.entity.js';

export const toAiFlowConfig = (view: FlowConfigView): AiFlowConfig => ({
  id: view.id,
  name: view.name,
  layout: view.layout,
  aiConfigs: view.aiConfigs,
  created_at: view.createdAt.toISOString(),
  user_create: view.userCreate,
  show: view.show,
  version: view.version,
});

/**
 * Reads of studio_flow_config, and the id sequence of new configs. The generation pipeline reads a config with `get`
 * and records its `version` (the config stream's version) with the run.
 */
@Injectable()
export class FlowConfigsRepository {
  constructor(private readonly orm: MikroORM) {}

  async get(id: number): Promise<AiFlowConfig | null> {
    const view = await this.orm.em.fork().findOne(FlowConfigView, { id });
    return view ? toAiFlowConfig(view) : null;
  }

  /** Oldest first: the order admins made them in (the flow dropdown's order). */
  async list(): Promise<AiFlowConfig[]> {
    return (await this.orm.em.fork().find(FlowConfigView, {}, { orderBy: { id: 'asc' } })).map(toAiFlowConfig);
  }

  async nextId(): Promise<number> {
    const [row] = await this.orm.em.fork().getConnection().execute<Array<{ id: string }>>(`SELECT nextval('studio_flow_config_id_seq') AS id`);
    return Number(row.id);
  }
}
