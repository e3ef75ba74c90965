export * from './assistant.routes.js';
export * from './assistant.dto.js';
export type * from './assistant.realtime.js';
