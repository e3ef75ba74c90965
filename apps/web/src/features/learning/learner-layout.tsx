import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { Profile } from '@k9/contracts';
import { Button, Layout } from 'antd';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { errorStatus } from '../../api/errors';
import { useAccountValidity } from '../identity/account/use-account-validity';
import { useGetProfileQuery } from '../identity/identity.api';
import { canUseLearnerArea } from '@k9/domain/identity/rules/account-validity';
import { HEADER_BACKGROUND, headerImageOf } from './header-background/header-background';
import { useGetOwnSettingQuery } from '../site/site.api';
import { SESSION_ENDED_PATH } from '../../app/realtime-connection';
import { PATHS } from '../../routes/paths';

// What only some visits show loads on demand: the lock (an account that may not be used now), the password change.
const AccountLockModal = lazy(() => import('../identity/account/account-lock-modal').then((m) => ({ default: m.AccountLockModal })));
const ChangePasswordModal = lazy(() => import('../identity/account/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));
// The user menu's Dropdown and Menu and the countdown's Tag are not part of the frame: their code starts loading when
// this module runs (during the signed-in guard's ~1 s spinner); until it is there the same button shows, unopened.
const userMenu = import('../identity/account/user-menu');
const UserMenu = lazy(() => userMenu.then((m) => ({ default: m.UserMenu })));
const CountdownBadge = lazy(() => import('../identity/account/countdown-badge').then((m) => ({ default: m.CountdownBadge })));
const HeaderBackgroundModal = lazy(() => import('./header-background/header-background-modal').then((m) => ({ default: m.HeaderBackgroundModal })));

/** antd's `sm` breakpoint: narrower than 576 px is a phone. */
const PHONE_QUERY = '(max-width: 575.98px)';
const isPhoneWidth = () => window.matchMedia(PHONE_QUERY).matches;
const subscribeToPhoneWidth = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** What the user menu's button looks like while the menu's code is on its way (user-menu.tsx draws the same). */
function UserMenuButton({ profile }: { profile: Profile }) {
  return (
    <Button icon={<UserOutlined />} aria-label={profile.name} style={{ minWidth: 0, maxWidth: '100%' }}>
      <span style={{ minWidth: 0, maxWidth: '30vw', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{profile.name || profile.email || profile.username}</span>
      <DownOutlined />
    </Button>
  );
}

/**
 * Frame of the signed-in learner screens: brand, countdown, user menu. An account that may not be used now sees only
 * the lock modal; a password set by an admin must be replaced first.
 */
export function LearnerLayout() {
  // Followed (identity.api): an admin who extends or renews the account unlocks it without a reload.
  const { data: profile, error, fulfilledTimeStamp } = useGetProfileQuery();
  const validity = useAccountValidity(profile, fulfilledTimeStamp);
  const usable = canUseLearnerArea(validity.state);
  // Each user's own header image, else the default admins set (spec 2 §4.9).
  const { data: background } = useGetOwnSettingQuery(HEADER_BACKGROUND, { skip: !profile || !usable || profile.mustChangePassword });
  const [modal, setModal] = useState<'none' | 'background' | 'password'>('none');
  // Below 576 px the countdown stays in the user menu only (spec 2 §2.2 puts it there): the header fits a phone.
  const narrow = useSyncExternalStore(subscribeToPhoneWidth, isPhoneWidth);

  // The session ended while the tab was open (signed out elsewhere, password changed or reset): sign in again.
  if (errorStatus(error) === 401) return <Navigate to={SESSION_ENDED_PATH} replace />;
  if (!profile) return null;
  if (!usable)
    return (
      <Suspense fallback={null}>
        <AccountLockModal validity={validity} profile={profile} />
      </Suspense>
    );
  const imageUrl = headerImageOf(background?.setting);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          background: imageUrl ? `#fff url("${imageUrl}") center / cover no-repeat` : '#fff',
          padding: '0 clamp(12px, 3vw, 32px)',
        }}
      >
        <Link to={PATHS.k9Home} style={{ flexShrink: 0, fontSize: 22, fontWeight: 800, color: '#1d4ed8' }}>
          K9
        </Link>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 12, minWidth: 0 }}>
          {narrow ? null : (
            <Suspense fallback={null}>
              <CountdownBadge validity={validity} />
            </Suspense>
          )}
          <Suspense fallback={<UserMenuButton profile={profile} />}>
            <UserMenu profile={profile} validity={validity} onHeaderBackground={() => setModal('background')} onChangePassword={() => setModal('password')} />
          </Suspense>
        </div>
      </Layout.Header>
      <Layout.Content>{profile.mustChangePassword ? null : <Outlet />}</Layout.Content>
      <Suspense fallback={null}>
        {profile.mustChangePassword || modal === 'password' ? <ChangePasswordModal open forced={profile.mustChangePassword} onClose={() => setModal('none')} /> : null}
      </Suspense>
      <Suspense fallback={null}>{modal === 'background' ? <HeaderBackgroundModal open onClose={() => setModal('none')} /> : null}</Suspense>
    </Layout>
  );
}
