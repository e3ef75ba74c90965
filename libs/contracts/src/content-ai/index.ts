export * from './content-ai.routes.js';
export * from './content-ai.dto.js';
export type * from './content-ai.types.js';
export * from './ai-batches.routes.js';
export * from './ai-batches.dto.js';
