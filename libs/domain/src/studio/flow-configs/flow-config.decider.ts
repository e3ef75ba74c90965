import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import type { CreateFlowConfig, EditFlowConfig, FlowConfigCommand } from './flow-config.commands.js';
import type { FlowConfigEvent } from './flow-config.events.js';
import { FLOW_CONFIG_MESSAGES } from './flow-config.messages.js';
import { defaultFlowConfigFields, validFlowConfigFields, type FlowConfigFields } from './rules/flow-config-rules.js';

export type FlowConfigState = { status: 'none' } | { status: 'active'; configId: number; fields: FlowConfigFields } | { status: 'deleted' };

/** One stream per config: `studio-flow-config-<id>`, numeric ids from a sequence. Its version is the flow version a run records. */
export const flowConfigStreamId = (configId: number) => `studio-flow-config-${configId}`;

const FIELD_NAMES = ['name', 'layout', 'aiConfigs', 'show'] as const satisfies ReadonlyArray<keyof FlowConfigFields>;

const notFound = () => new DomainError('FLOW_CONFIG_NOT_FOUND', FLOW_CONFIG_MESSAGES.notFound, 'not_found');
const sent = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([key, value]) => (FIELD_NAMES as readonly string[]).includes(key) && value !== undefined));

/** Spec 1 §9: what the client leaves out of a new config is the default (layout slide, the five steps). */
const create = ({ data }: CreateFlowConfig, state: FlowConfigState): FlowConfigEvent[] => {
  if (state.status !== 'none') throw new DomainError('FLOW_CONFIG_EXISTS', FLOW_CONFIG_MESSAGES.exists, 'conflict');
  const fields = validFlowConfigFields({ ...defaultFlowConfigFields(data.models), ...sent(data.fields) }, data.models);
  return [{ type: 'FlowConfigCreated', data: { configId: data.configId, ...fields } }];
};

const edit = ({ data }: EditFlowConfig, state: FlowConfigState): FlowConfigEvent[] => {
  if (state.status !== 'active' || state.configId !== data.configId) throw notFound();
  const next = validFlowConfigFields({ ...state.fields, ...sent(data.fields) }, data.models, state.fields);
  const changes: Partial<FlowConfigFields> = {};
  for (const name of FIELD_NAMES) if (JSON.stringify(next[name]) !== JSON.stringify(state.fields[name])) Object.assign(changes, { [name]: next[name] });
  return Object.keys(changes).length === 0 ? [] : [{ type: 'FlowConfigEdited', data: { configId: data.configId, changes } }];
};

export const flowConfigDecider: Decider<FlowConfigCommand, FlowConfigEvent, FlowConfigState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'FlowConfigCreated': {
        const { configId, ...fields } = event.data;
        return { status: 'active', configId, fields };
      }
      case 'FlowConfigEdited':
        return state.status === 'active' ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'FlowConfigDeleted':
        return { status: 'deleted' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateFlowConfig':
        return create(command, state);
      case 'EditFlowConfig':
        return edit(command, state);
      case 'DeleteFlowConfig':
        if (state.status !== 'active') throw notFound();
        return [{ type: 'FlowConfigDeleted', data: { configId: command.data.configId } }];
      default:
        return assertNever(command);
    }
  },
};
