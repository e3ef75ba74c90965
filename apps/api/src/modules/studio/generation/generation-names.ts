/** Names the generation's parts share, in a file of their own so that none of them imports another for a name. */
export const GENERATION_PROJECTION = 'studio-generation';
export const GENERATION_QUEUE = 'studio-generation';
export const GENERATION_JOB = 'studio-generation-run';
/** A record's job key: its id, so a record has one job (BullMQ id `studio-generation-run.gen-<id>`). */
export const generationJobKey = (generationId: number) => `gen-${generationId}`;
