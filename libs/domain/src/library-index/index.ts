export * from './library-index.messages.js';
export * from './library-index.settings.js';
export * from './rules/library-search.js';
export * from './rules/library-passage.js';
export * from './rules/library-chunks.js';
export * from './rules/library-source.js';
export * from './rules/rank-fusion.js';
