import { IDENTITY_AUDIT, userDecider } from '@k9/domain';
import type { ApiContext } from '../../platform/context.js';
import { AUDITED, AUDIT_REPLAYS, auditReplay } from '../audit/audit-log.js';
import { IdentityModule } from './identity.module.js';
import { Migration003Sessions } from './migrations/003-sessions.js';
import { Migration005IdentityUsers } from './migrations/005-identity-users.js';
import { Migration006IdentityAccounts } from './migrations/006-identity-accounts.js';
import { Migration008SessionOwner } from './migrations/008-session-owner.js';
import { Migration010IdentityRoles } from './migrations/010-identity-roles.js';
import { Migration011PhoneNormalized } from './migrations/011-phone-normalized.js';
import { Migration083IdentityClaims } from './migrations/083-identity-claims.js';
import { Migration098IdentityAuditor } from './migrations/098-identity-auditor.js';
import { UserView } from './projections/identity-user/identity-user.entity.js';
import { UserClassView } from './projections/user-class/user-class.entity.js';

export const identityContext: ApiContext = {
  name: 'identity',
  module: IdentityModule,
  contributes: [AUDITED.with([IDENTITY_AUDIT]), AUDIT_REPLAYS.with([auditReplay('user', userDecider, ['status', 'userId', 'email', 'username', 'name', 'phone', 'isAdmin', 'isSuperAdmin', 'isAuditor', 'hasPassword', 'mustChangePassword', 'googleId', 'classIds', 'info'])])],
  entities: [UserView, UserClassView],
  migrations: [
    { name: '003-sessions', class: Migration003Sessions },
    { name: '005-identity-users', class: Migration005IdentityUsers },
    { name: '006-identity-accounts', class: Migration006IdentityAccounts },
    { name: '008-session-owner', class: Migration008SessionOwner },
    { name: '010-identity-roles', class: Migration010IdentityRoles },
    { name: '011-phone-normalized', class: Migration011PhoneNormalized },
    { name: '083-identity-claims', class: Migration083IdentityClaims },
    { name: '098-identity-auditor', class: Migration098IdentityAuditor },
  ],
};
