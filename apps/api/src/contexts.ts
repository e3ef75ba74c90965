import { auditContext } from './modules/audit/audit.context.js';
import { identityContext } from './modules/identity/identity.context.js';
import { siteContext } from './modules/site/site.context.js';
import { storageContext } from './modules/storage/storage.context.js';
import { contentContext } from './modules/content/content.context.js';
import { contentAiSummaryContext } from './modules/content/ai-summary/ai-summary.context.js';
import { contentImportContext } from './modules/content/import/content-import.context.js';
import { aiContext } from './modules/ai/ai.context.js';
import { studioContext } from './modules/studio/studio.context.js';
import { learningContext } from './modules/learning/learning.context.js';
import { contactContext } from './modules/contact/contact.context.js';
import type { ApiContext } from './platform/context.js';

/** The bounded contexts of the API. A new context adds its `<name>.context.ts` here, and nothing else shared. */
export const CONTEXTS: readonly ApiContext[] = [identityContext, siteContext, storageContext, auditContext, contentContext, contentAiSummaryContext, contentImportContext, aiContext, studioContext, learningContext, contactContext];
