import type { ContentInput } from './rules/content-fields.js';
import type { ContentOrigin, ContentType } from './content.types.js';
import type { ContentAiMediaGenerated, ContentAiRevised } from './content.events.js';

/** Ids come from outside (a PostgreSQL sequence) so the decider stays pure. */
export type CreateContent = { type: 'CreateContent'; data: { contentId: number; contentType: ContentType; input: ContentInput; origin: ContentOrigin } };
/**
 * A partial or full update (PUT /api/k9, a bulk update, later the AI flows): only what differs becomes events.
 * `contentType`, when sent, must be the record's own (a type is never changed).
 */
export type UpdateContent = { type: 'UpdateContent'; data: { contentId: number; changes: ContentInput; contentType?: ContentType } };
export type DeleteContent = { type: 'DeleteContent'; data: { contentId: number } };

/** An AI task's result (spec 3 §4 queues): refused over an avatar or an audio the record already has. */
export type RecordAiMedia = { type: 'RecordAiMedia'; data: ContentAiMediaGenerated['data'] };

/** An AI batch's change (issue 35): the fields it sets, checked as an edit would be; nothing when nothing differs. */
export type ReviseWithAi = { type: 'ReviseWithAi'; data: { contentId: number; changes: Record<string, unknown>; provenance: ContentAiRevised['data']['provenance'] } };

export type ContentCommand = CreateContent | UpdateContent | DeleteContent | RecordAiMedia | ReviseWithAi;
