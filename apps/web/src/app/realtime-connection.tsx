import { useEffect } from 'react';
import { realtime } from '../api/realtime';
import { useCurrentUser } from '../features/identity/current-user';

/** Keeps the /ws socket open exactly while someone is signed in. */
export function RealtimeConnection() {
  const userId = useCurrentUser()?.id;
  useEffect(() => {
    if (!userId) return;
    realtime.connect();
    return () => realtime.disconnect();
  }, [userId]);
  useEffect(() => realtime.on('error', ({ message }) => console.warn('realtime:', message)), []);
  return null;
}
