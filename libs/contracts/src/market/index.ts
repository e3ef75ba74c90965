export * from './market.metrics.js';
export * from './market.routes.js';
export * from './market.dto.js';
export * from './stock-screen.routes.js';
export * from './company-summary.js';
export * from './company-summary.dto.js';
export * from './company-reports.routes.js';
export * from './company-reports.js';
