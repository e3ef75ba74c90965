/**
 * Who may do what on the screens (issue 36 §4). The server decides; these only choose what a screen offers. Pure.
 */
type Account = { id: string; isAdmin: boolean; isSuperAdmin: boolean; isAuditor?: boolean };

/** An auditor opens the admin area (their profile reads `isAdmin` too) and may change nothing there. */
export const isReadOnly = (user: { isAuditor?: boolean } | null | undefined): boolean => user?.isAuditor === true;

/** The super admin's role switches are shown on another user's account only. */
export const managesRolesOf = (me: Account | null | undefined, user: Account): boolean => me?.isSuperAdmin === true && !isReadOnly(me) && me.id !== user.id;

/** The auditor switch: as the role switches, never on a super admin's account (the server refuses it). */
export const offersAuditorSwitch = (me: Account | null | undefined, user: Account): boolean => managesRolesOf(me, user) && !user.isSuperAdmin;

export type RoleTag = 'admin' | 'auditor';

/** The tags beside a user's name in the user table. */
export const roleTags = (user: Pick<Account, 'isAdmin'> & { isAuditor?: boolean }): RoleTag[] => [
  ...(user.isAdmin ? (['admin'] as const) : []),
  ...(user.isAuditor ? (['auditor'] as const) : []),
];
