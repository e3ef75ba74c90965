import type { DomainEvent } from '../../shared/event-store.port.js';
import type { FlowConfigFields } from './rules/flow-config-rules.js';

/** The creator (user_create) and the time (created_at) are the event's metadata: actorEmail and occurredAt. */
export type FlowConfigCreated = DomainEvent<'FlowConfigCreated', { configId: number } & FlowConfigFields>;
/** Only the fields that changed (aiConfigs as a whole: the five steps are one field). */
export type FlowConfigEdited = DomainEvent<'FlowConfigEdited', { configId: number; changes: Partial<FlowConfigFields> }>;
export type FlowConfigDeleted = DomainEvent<'FlowConfigDeleted', { configId: number }>;

export type FlowConfigEvent = FlowConfigCreated | FlowConfigEdited | FlowConfigDeleted;
export const FLOW_CONFIG_EVENT_TYPES = ['FlowConfigCreated', 'FlowConfigEdited', 'FlowConfigDeleted'] as const satisfies ReadonlyArray<FlowConfigEvent['type']>;
