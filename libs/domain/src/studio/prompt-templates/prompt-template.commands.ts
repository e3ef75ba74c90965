import type { PromptTemplateInput } from './rules/prompt-templates.js';

/**
 * Commands on one TEMPLATE_AI_SETTING list: the shared one (`ownerId` null, admins) or one user's own. Each names one
 * template, so that a retry after a concurrent save decides again on the fresh list and nobody's entry is lost.
 * `settingId`: the id of the list when this command creates it (its first save); `owner`: the userEmail its entries carry.
 */
type ListRef = { settingId: string; ownerId: string | null; owner: string | null };

export type AddPromptTemplate = { type: 'AddPromptTemplate'; data: ListRef & { key: string; fields: Record<string, unknown> } };
export type EditPromptTemplate = { type: 'EditPromptTemplate'; data: ListRef & { key: string; fields: Record<string, unknown> } };
export type DeletePromptTemplate = { type: 'DeletePromptTemplate'; data: ListRef & { key: string } };
/** Shared list only: the built-in templates back with their texts; other templates stay. */
export type RestoreDefaultPromptTemplates = { type: 'RestoreDefaultPromptTemplates'; data: ListRef };

export type PromptTemplateCommand = AddPromptTemplate | EditPromptTemplate | DeletePromptTemplate | RestoreDefaultPromptTemplates;
export type { PromptTemplateInput };
