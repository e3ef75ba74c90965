export * from './market.metrics.js';
export * from './market.routes.js';
export * from './market.dto.js';
