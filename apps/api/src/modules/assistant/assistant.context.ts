import { ASSISTANT_AUDIT } from '@k9/domain';
import { BENCHES } from '../../platform/benches.js';
import type { ApiContext } from '../../platform/context.js';
import { AUDITED } from '../audit/audit-log.js';
import { AssistantModule } from './assistant.module.js';
import { Migration091ChatSessions } from './migrations/091-chat-sessions.js';
import { Migration102ChatMessageCitations } from './migrations/102-chat-message-citations.js';

/** The AI assistant (issue 29): chat sessions, their answers as jobs, advisors and pipelines, answers citing the library. */
export const assistantContext: ApiContext = {
  name: 'assistant',
  module: AssistantModule,
  migrations: [
    { name: '091-chat-sessions', class: Migration091ChatSessions },
    { name: '102-chat-message-citations', class: Migration102ChatMessageCitations },
  ],
  contributes: [AUDITED.with([ASSISTANT_AUDIT]), BENCHES.with([{ name: 'assistant', module: 'bench/assistant.bench.mjs', run: 'benchAssistant' }])],
};
