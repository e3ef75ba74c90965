import { CloseOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Layout, Menu, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { realtime } from '../../api/realtime';
import { SignOutButton } from '../identity/components/sign-out-button';
import { useCurrentUser } from '../identity/current-user';
import { isReadOnly } from '../identity/roles';
import { ADMIN_MENU, ADMIN_TEXT } from './admin.messages';

const SettingsDrawer = lazy(() =>
  import('../site/settings-drawer/settings-drawer').then((module) => ({ default: module.SettingsDrawer })),
);
// An admin whose password an admin set gets 403 from every admin route until they choose their own (as learners do).
const ChangePasswordModal = lazy(() => import('../identity/account/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));

const SIDER_WIDTH = 250;

// The spec's six entries as they are, then the screens added since in a second group below them.
const SPEC_ENTRIES = ADMIN_MENU.filter((entry) => !entry.group).map(({ path, label }) => ({ key: path, label }));
const SYSTEM_ENTRIES = ADMIN_MENU.filter((entry) => entry.group === 'system').map(({ path, label }) => ({ key: path, label }));
const menuItems = SYSTEM_ENTRIES.length
  ? [...SPEC_ENTRIES, { type: 'divider' as const }, { type: 'group' as const, key: 'system', label: ADMIN_TEXT.systemGroup, children: SYSTEM_ENTRIES }]
  : SPEC_ENTRIES;
const DEFAULT_KEY = ADMIN_MENU[0].path;

const selectedKeyFor = (pathname: string): string => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_MENU.find((item) => item.path === path)?.path ?? DEFAULT_KEY;
};

/** Spec 1 §2.6: 'Admin Panel' side menu (collapses below 768 px), header with the admin's tools. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [collapsed, setCollapsed] = useState(false);
  const [narrow, setNarrow] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);

  const account = user?.email ?? user?.username ?? '';

  // Admin-wide pushes (queue snapshots, shared settings saved) go to the admin room.
  useEffect(() => realtime.sendOnConnect('admin.queue.subscribe', {}), []);

  const openSettings = () => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDER_WIDTH}
        theme="light"
        breakpoint="md"
        collapsedWidth={0}
        collapsed={collapsed}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken);
        }}
        trigger={null}
        style={{
          borderRight: '1px solid #f0f0f0',
          ...(narrow ? { position: 'fixed', insetBlock: 0, left: 0, zIndex: 20, boxShadow: collapsed ? undefined : '2px 0 12px rgba(0,0,0,0.12)', overflow: 'auto' } : {}),
        }}
      >
        {/* Collapsed below 768 px the menu is 0 px wide but still there: inert, so it has no invisible Tab stops and
            no one-letter entries for screen readers. */}
        <nav aria-label={ADMIN_TEXT.menuLabel} inert={narrow && collapsed}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '18px 12px 18px 24px' }}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0, whiteSpace: 'nowrap' }}>
              {ADMIN_TEXT.panelTitle}
            </Typography.Title>
            {narrow ? (
              <Button type="text" aria-label={ADMIN_TEXT.closeMenu} icon={<CloseOutlined />} onClick={() => setCollapsed(true)} />
            ) : null}
          </div>
          {narrow ? (
            <Typography.Text type="secondary" ellipsis style={{ display: 'block', padding: '0 24px 12px' }}>
              {account}
            </Typography.Text>
          ) : null}
          <Menu
            mode="inline"
            selectedKeys={[selectedKeyFor(pathname)]}
            items={menuItems}
            onClick={({ key }) => {
              navigate(key);
              if (narrow) setCollapsed(true);
            }}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Layout.Sider>
      {narrow && !collapsed ? (
        // Below 768 px the menu floats over the page; a tap beside it closes it.
        <div
          aria-hidden
          onClick={() => setCollapsed(true)}
          style={{ position: 'fixed', inset: 0, zIndex: 19, background: 'rgba(15, 23, 42, 0.35)' }}
        />
      ) : null}
      <Layout>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            background: '#fff',
            padding: '0 clamp(12px, 3vw, 24px)',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          {narrow ? (
            <Button
              type="text"
              aria-label={ADMIN_TEXT.openMenu}
              aria-expanded={!collapsed}
              icon={<MenuUnfoldOutlined />}
              onClick={() => setCollapsed(false)}
            />
          ) : null}
          <Typography.Text
            ellipsis
            style={{ flex: 1, minWidth: 0, textAlign: 'right', visibility: narrow ? 'hidden' : undefined }}
            data-testid="admin-user-email"
          >
            {account}
          </Typography.Text>
          <Button icon={<SettingOutlined />} onClick={openSettings}>
            {ADMIN_TEXT.systemSettings}
          </Button>
          <SignOutButton />
        </Layout.Header>
        <Layout.Content style={{ margin: 'clamp(8px, 2vw, 24px)', background: '#fff', borderRadius: 8, minHeight: 280 }}>
          {isReadOnly(user) ? <Alert type="info" showIcon banner title={ADMIN_TEXT.readOnlyNotice} data-testid="admin-read-only" /> : null}
          {user?.mustChangePassword ? null : <Outlet />}
        </Layout.Content>
      </Layout>
      {user?.mustChangePassword ? (
        <Suspense fallback={null}>
          <ChangePasswordModal open forced onClose={() => undefined} />
        </Suspense>
      ) : null}
      {settingsLoaded ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </Layout>
  );
}
