import type { StudioModelRef } from './rules/flow-config-rules.js';

/**
 * `fields` as the client sent them (unknown until the rules have judged them); `models`: the live catalog, read by the
 * caller, so that a model an admin added is accepted and an unknown one refused.
 */
export type CreateFlowConfig = { type: 'CreateFlowConfig'; data: { configId: number; fields: Record<string, unknown>; models: readonly StudioModelRef[] } };
/** Fields left out keep their value. */
export type EditFlowConfig = { type: 'EditFlowConfig'; data: { configId: number; fields: Record<string, unknown>; models: readonly StudioModelRef[] } };
export type DeleteFlowConfig = { type: 'DeleteFlowConfig'; data: { configId: number } };

export type FlowConfigCommand = CreateFlowConfig | EditFlowConfig | DeleteFlowConfig;
