export * from './audit.routes.js';
export * from './audit.dto.js';
