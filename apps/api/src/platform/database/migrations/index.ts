import { Migration001EventStore } from './001-event-store.js';
import { Migration002Projections } from './002-projections.js';
import { Migration003Sessions } from './003-sessions.js';
import { Migration004SiteSettings } from './004-site-settings.js';
import { Migration005IdentityUsers } from './005-identity-users.js';
import { Migration006IdentityAccounts } from './006-identity-accounts.js';

/** Applied in this order; a migration, once released, is never edited. */
export const MIGRATIONS = [
  { name: '001-event-store', class: Migration001EventStore },
  { name: '002-projections', class: Migration002Projections },
  { name: '003-sessions', class: Migration003Sessions },
  { name: '004-site-settings', class: Migration004SiteSettings },
  { name: '005-identity-users', class: Migration005IdentityUsers },
  { name: '006-identity-accounts', class: Migration006IdentityAccounts },
];
