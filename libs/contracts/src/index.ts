export * from './routes.js';
export * from './identity/identity.dto.js';
export * from './site/setting.dto.js';
export * from './platform/health.dto.js';
export * from './realtime/messages.js';
