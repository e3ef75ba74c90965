import type { TagTypesOf } from './app/web-context';
import { adminWebContext } from './features/admin/admin.context';
import { aiWebContext } from './features/ai/ai.context';
import { assistantWebContext } from './features/assistant/assistant.context';
import { auditWebContext } from './features/audit/audit.context';
import { contactWebContext } from './features/contact/contact.context';
import { contentAiWebContext } from './features/content-ai/content-ai.context';
import { contentWebContext } from './features/content/content.context';
import { identityWebContext } from './features/identity/identity.context';
import { learningWebContext } from './features/learning/learning.context';
import { libraryIndexWebContext } from './features/library-index/library-index.context';
import { marketWebContext } from './features/market/market.context';
import { siteWebContext } from './features/site/site.context';
import { studioWebContext } from './features/studio/studio.context';
import { thesisWebContext } from './features/thesis/thesis.context';

/**
 * Every context of the web app. A new context writes its `features/<context>/<context>.context.ts` and adds it here:
 * the routes (app/router.tsx), the screen paths (routes/paths.ts), the RTK Query tag types (app/store.ts) and the
 * admin menu (features/admin/admin.messages.ts) are assembled from this list.
 *
 * A context imports its screens lazily (`lazyScreen`), so that antd stays out of the homepage's entry chunk; the public
 * homepage is the one screen imported eagerly. Nothing the homepage imports may import `routes/paths` or this list
 * (they are computed from the contexts while the homepage's modules load).
 */
export const CONTEXTS = [
  siteWebContext,
  identityWebContext,
  learningWebContext,
  studioWebContext,
  contentWebContext,
  marketWebContext,
  adminWebContext,
  aiWebContext,
  contactWebContext,
  libraryIndexWebContext,
  contentAiWebContext,
  assistantWebContext,
  thesisWebContext,
  auditWebContext,
] as const;

export type WebContexts = (typeof CONTEXTS)[number];
export type TagType = TagTypesOf<WebContexts>;
