export * from './library-index.routes.js';
export * from './library-index.dto.js';
