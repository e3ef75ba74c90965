import { lazyScreen, type WebContext } from '../../app/web-context';
import { AUDIT_TEXT } from './audit.messages';

const paths = { auditLog: '/admin/audit', auditChain: '/admin/audit/chain' } as const;

/** Where an AI-made thing's chain opens from any screen: its stream, and its event's position when known. */
export const auditChainPath = (streamId: string, position?: number) =>
  `${paths.auditChain}?streamId=${encodeURIComponent(streamId)}${position ? `&position=${position}` : ''}`;

/** The auditors' screens (issue 36, second menu group): the log across streams and the chain behind an AI-made thing. */
export const auditWebContext = {
  name: 'audit',
  paths,
  tagTypes: ['AuditLog'] as const,
  routes: {
    admin: [
      { path: paths.auditLog, lazy: lazyScreen(() => import('./audit-log-page'), (m) => m.AuditLogPage) },
      { path: paths.auditChain, lazy: lazyScreen(() => import('./audit-chain-page'), (m) => m.AuditChainPage) },
    ],
  },
  adminMenu: [{ path: paths.auditLog, label: AUDIT_TEXT.menu, order: 103, group: 'system' }],
} satisfies WebContext;
