import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../../../api/base-api';
import { useAppDispatch } from '../../../app/hooks';
import { useSignOutMutation } from '../identity.api';

/** POST /logout, then back to the homepage with every cached server answer (the current user too) forgotten. */
export function useSignOut(): [() => Promise<void>, boolean] {
  const [signOut, { isLoading }] = useSignOutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const run = useCallback(async () => {
    try {
      await signOut().unwrap();
    } catch (error) {
      // The session may already be gone; leaving the signed-in area is still right.
      console.warn('logout failed', error);
    }
    navigate('/', { replace: true });
    dispatch(baseApi.util.resetApiState());
  }, [dispatch, navigate, signOut]);

  return [run, isLoading];
}
