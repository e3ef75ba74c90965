export * from './assistant.routes.js';
export * from './assistant.dto.js';
