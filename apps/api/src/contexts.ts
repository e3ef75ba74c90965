import { auditContext } from './modules/audit/audit.context.js';
import { identityContext } from './modules/identity/identity.context.js';
import { siteContext } from './modules/site/site.context.js';
import { storageContext } from './modules/storage/storage.context.js';
import { contentContext } from './modules/content/content.context.js';
import { contentAiSummaryContext } from './modules/content/ai-summary/ai-summary.context.js';
import { contentImportContext } from './modules/content/import/content-import.context.js';
import { contentAiContext } from './modules/content-ai/content-ai.context.js';
import { aiContext } from './modules/ai/ai.context.js';
import { libraryIndexContext } from './modules/library-index/library-index.context.js';
import { flowConfigsContext } from './modules/studio/flow-configs/flow-configs.context.js';
import { promptTemplatesContext } from './modules/studio/prompt-templates/prompt-templates.context.js';
import { generationContext } from './modules/studio/generation/generation.context.js';
import { questionsContext } from './modules/studio/questions/questions.context.js';
import { publishingContext } from './modules/studio/publishing/publishing.context.js';
import { marksContext } from './modules/learning/marks/marks.context.js';
import { quizContext } from './modules/learning/quiz/quiz.context.js';
import { casesContext } from './modules/learning/cases/cases.context.js';
import { contactContext } from './modules/contact/contact.context.js';
import { marketContext } from './modules/market/market.context.js';
import { assistantContext } from './modules/assistant/assistant.context.js';
import { thesisContext } from './modules/thesis/thesis.context.js';
import type { ApiContext } from './platform/context.js';

/**
 * The bounded contexts of the API and their features (`<context>/<feature>`). A new one adds its `<name>.context.ts`
 * here, and nothing else shared: what it brings to other contexts (settings, file claims, list filters, benches) it
 * declares in that file (`contributes`).
 */
export const CONTEXTS: readonly ApiContext[] = [
  identityContext,
  siteContext,
  storageContext,
  auditContext,
  contentContext,
  contentAiSummaryContext,
  contentImportContext,
  aiContext,
  contentAiContext,
  libraryIndexContext,
  flowConfigsContext,
  promptTemplatesContext,
  generationContext,
  questionsContext,
  publishingContext,
  marksContext,
  quizContext,
  casesContext,
  contactContext,
  marketContext,
  assistantContext,
  thesisContext,
];
