import type { ContentInput } from './rules/content-fields.js';
import type { ContentOrigin, ContentType } from './content.types.js';
import type { ContentAiMediaGenerated } from './content.events.js';

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

export type ContentCommand = CreateContent | UpdateContent | DeleteContent | RecordAiMedia;
