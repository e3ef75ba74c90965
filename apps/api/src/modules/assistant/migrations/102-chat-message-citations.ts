import { sqlMigration } from '../../../platform/database/sql-migration.js';

/** Issue 30 §3: an answer's web citations ({ uri, title }[]) and, when it fell back to the ordinary chat, why. */
export const Migration102ChatMessageCitations = sqlMigration(`ALTER TABLE chat_message ADD COLUMN citations jsonb, ADD COLUMN web_search_note text`);
