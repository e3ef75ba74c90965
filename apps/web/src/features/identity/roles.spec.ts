import { describe, expect, it } from '@jest/globals';
import { isReadOnly, managesRolesOf, offersAuditorSwitch, roleTags } from './roles';

const superAdmin = { id: 's', isAdmin: true, isSuperAdmin: true, isAuditor: false };
const admin = { id: 'a', isAdmin: true, isSuperAdmin: false, isAuditor: false };
const learner = { id: 'l', isAdmin: false, isSuperAdmin: false, isAuditor: false };
const auditor = { id: 'k', isAdmin: true, isSuperAdmin: false, isAuditor: true };

describe('roles on the screens (issue 36 §4)', () => {
  it('an auditor is read-only; nobody else, nor a visitor', () => {
    expect([auditor, admin, superAdmin, learner, null].map(isReadOnly)).toEqual([true, false, false, false, false]);
  });
  it('only the super admin is offered the role switches, never on their own account', () => {
    expect(managesRolesOf(superAdmin, learner)).toBe(true);
    expect(managesRolesOf(superAdmin, superAdmin)).toBe(false);
    expect(managesRolesOf(admin, learner)).toBe(false);
    expect(managesRolesOf(auditor, learner)).toBe(false);
    expect(managesRolesOf(null, learner)).toBe(false);
  });
  it('the auditor switch is never offered on a super admin', () => {
    expect(offersAuditorSwitch(superAdmin, auditor)).toBe(true);
    expect(offersAuditorSwitch(superAdmin, { ...superAdmin, id: 's2' })).toBe(false);
  });
  it('tags admins and auditors, as the user list answers them', () => {
    expect(roleTags({ isAdmin: true, isAuditor: false })).toEqual(['admin']);
    expect(roleTags({ isAdmin: false, isAuditor: true })).toEqual(['auditor']);
    expect(roleTags({ isAdmin: false })).toEqual([]);
  });
});
