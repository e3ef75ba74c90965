export * from './thesis.routes.js';
export * from './thesis.dto.js';
