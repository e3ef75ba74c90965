import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SESSION_ENDED_PATH } from '../app/realtime-connection';
import { FullPageSpin } from './full-page-spin';
import { isFormTemplatePath, PATHS } from './paths';
import { useGuardProfile } from './use-guard-profile';

const SIGNED_IN_DELAY_MS = 1000;

/** Spec 1 §2.2 signed-in guard: spinner ~1 s, then the child route or back to the root. */
export function RequireSignedIn() {
  const { pathname } = useLocation();
  const profile = useGuardProfile(SIGNED_IN_DELAY_MS);

  if (!profile.settled) return <FullPageSpin />;
  if (profile.sessionEnded) return <Navigate to={SESSION_ENDED_PATH} replace />;
  if (profile.user) return <Outlet />;
  // A shared form-template link keeps the visitor on that same path instead of the root.
  if (isFormTemplatePath(pathname)) return <Outlet />;
  return <Navigate to={PATHS.home} replace />;
}
