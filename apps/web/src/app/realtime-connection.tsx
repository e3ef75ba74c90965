import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../api/base-api';
import { realtime } from '../api/realtime';
import { useCurrentUser } from '../features/identity/current-user';
import { useAppDispatch } from './hooks';

/** Where a tab whose session ended elsewhere lands: the homepage, with the login modal saying why. */
export const SESSION_ENDED_PATH = '/?loginError=session_ended';

/**
 * Keeps the /ws socket open exactly while someone is signed in. When the server closes it because the session is over
 * (4401: signed out elsewhere, password changed or reset, account deleted), this tab is signed out too and goes back
 * to sign in. A socket closed because the user opened too many (4429) waits until its tab is looked at again (see
 * RealtimeClient).
 */
export function RealtimeConnection() {
  const userId = useCurrentUser()?.id;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!userId) return;
    realtime.connect();
    return () => realtime.disconnect();
  }, [userId]);
  useEffect(
    () =>
      realtime.onStatus((status) => {
        if (status !== 'ended') return;
        navigate(SESSION_ENDED_PATH, { replace: true });
        dispatch(baseApi.util.resetApiState());
      }),
    [dispatch, navigate],
  );
  useEffect(() => realtime.on('error', ({ message }) => console.warn('realtime:', message)), []);
  return null;
}
