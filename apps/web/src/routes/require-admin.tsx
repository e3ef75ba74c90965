import { Navigate, Outlet } from 'react-router-dom';
import { SESSION_ENDED_PATH } from '../app/realtime-connection';
import { FullPageSpin } from './full-page-spin';
import { NotAuthorisedPage } from './not-authorised-page';
import { PATHS } from './paths';
import { useGuardProfile } from './use-guard-profile';

const ADMIN_DELAY_MS = 500;

/** Spec 1 §2.2 admin guard: signed out -> root; signed-in non-admin -> not-authorised screen. */
export function RequireAdmin() {
  const profile = useGuardProfile(ADMIN_DELAY_MS);

  if (!profile.settled) return <FullPageSpin />;
  if (profile.sessionEnded) return <Navigate to={SESSION_ENDED_PATH} replace />;
  // The spec tests the e-mail; username-only accounts have none, so the id decides who is signed in.
  if (!profile.user) return <Navigate to={PATHS.home} replace />;
  if (!profile.user.isAdmin) return <NotAuthorisedPage />;
  return <Outlet />;
}
