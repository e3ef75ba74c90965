import { readIdentityConfig } from '../modules/identity/identity.config.js';
import { readStorageConfig } from '../modules/storage/storage.config.js';
import { readContentConfig } from '../modules/content/content.config.js';
import { readAiConfig } from '../platform/ai/ai.config.js';
import { readContactConfig } from '../modules/contact/contact.config.js';
import { readLibraryIndexConfig } from '../modules/library-index/library-index.config.js';
import { readMarketConfig } from '../modules/market/market.config.js';
import { readContentAiConfig } from '../modules/content-ai/content-ai.config.js';
import { readDocumentSummaryConfig } from '../modules/market/document-summaries/document-summaries.config.js';

/**
 * Each context's own section of the configuration (pure readers of the environment, no Nest). A context with settings
 * adds its reader here; AppConfig's type follows from this list.
 */
export const CONTEXT_CONFIG_SECTIONS = [readIdentityConfig, readStorageConfig, readAiConfig, readContentConfig, readContactConfig, readLibraryIndexConfig, readMarketConfig, readContentAiConfig, readDocumentSummaryConfig] as const;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
export type ContextConfig = UnionToIntersection<ReturnType<(typeof CONTEXT_CONFIG_SECTIONS)[number]>>;
