/** Spec 3 §4: the back office's three generation queues (avatar image, diagram, voice). */
export const CONTENT_AI_QUEUES = ['image', 'diagram', 'voice'] as const;
export type ContentAiQueue = (typeof CONTENT_AI_QUEUES)[number];
export const isContentAiQueue = (value: unknown): value is ContentAiQueue => typeof value === 'string' && (CONTENT_AI_QUEUES as readonly string[]).includes(value);

/** Spec 3 §3 "Queue task": where a voice task's text comes from (custom: the story's audioText; the bulk ones: detail). */
export const VOICE_SOURCES = ['custom', 'bulk', 'detail-bulk'] as const;
export type VoiceSource = (typeof VOICE_SOURCES)[number];

/** A task as the queue modal shows it: waiting, processing, then done, error or stopped (removed or aborted by an admin). */
export const CONTENT_AI_TASK_STATES = ['waiting', 'processing', 'done', 'error', 'stopped'] as const;
export type ContentAiTaskState = (typeof CONTENT_AI_TASK_STATES)[number];

/** What a generated change set on the record: one event carries the whole change (voice: audioUrl and audioText together). */
export type ContentAiMediaKind = 'avatar' | 'voice' | 'diagram';

/** Spec 3 §9: a queued task's title is cut at 50 characters. */
export const TASK_TITLE_MAX = 50;
