import { flowConfigDecider } from '@k9/domain';
import type { ApiContext } from '../../../platform/context.js';
import { AUDIT_REPLAYS, auditReplay } from '../../audit/audit-log.js';
import { FlowConfigsModule } from './flow-configs.module.js';
import { Migration050StudioFlowConfigs } from './migrations/050-studio-flow-configs.js';
import { FlowConfigView } from './projections/flow-config/flow-config.entity.js';

/** The AI studio's flow configs (studio/flow-configs); 050-059 are the studio's migrations. */
export const flowConfigsContext: ApiContext = {
  name: 'studio/flow-configs',
  module: FlowConfigsModule,
  contributes: [AUDIT_REPLAYS.with([auditReplay('flow-config', flowConfigDecider, ['status', 'configId', 'fields'])])],
  entities: [FlowConfigView],
  migrations: [{ name: '050-studio-flow-configs', class: Migration050StudioFlowConfigs }],
};
