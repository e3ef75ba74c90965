import type { DomainEvent } from '../../shared/event-store.port.js';
import type { PromptTemplate } from './rules/prompt-templates.js';

/**
 * One template's change in a TEMPLATE_AI_SETTING stream (the shared list, `ownerId` null, or one owner's): each event
 * names its template's key and carries that template alone (at most 8,000 characters of text), never the list. The
 * list is the fold of its stream; streams written before this event existed start with whole-list SettingSaved events,
 * which the fold still reads (evolvePromptTemplateList). `settingId`: the list's id, as SettingSaved carries it.
 */
type TemplateRef = { settingId: string; ownerId: string | null; key: string };

export type PromptTemplateAdded = DomainEvent<'PromptTemplateAdded', TemplateRef & { template: PromptTemplate }>;
/** `template`: the template as it is after the change (one template, so a reader needs no earlier event). */
export type PromptTemplateChanged = DomainEvent<'PromptTemplateChanged', TemplateRef & { template: PromptTemplate }>;
export type PromptTemplateRemoved = DomainEvent<'PromptTemplateRemoved', TemplateRef>;

export type PromptTemplateEvent = PromptTemplateAdded | PromptTemplateChanged | PromptTemplateRemoved;
export const PROMPT_TEMPLATE_EVENT_TYPES = ['PromptTemplateAdded', 'PromptTemplateChanged', 'PromptTemplateRemoved'] as const;
