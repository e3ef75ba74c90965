import type { Profile } from '@k9/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SessionState = { user: Profile | null };

const initialState: SessionState = { user: null };

/** The signed-in user, as the route guards last fetched it from /profile. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    userLoaded(state, action: PayloadAction<Profile>) {
      state.user = action.payload;
    },
    signedOut(state) {
      state.user = null;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
  },
});

export const { userLoaded, signedOut } = sessionSlice.actions;
export const { selectCurrentUser } = sessionSlice.selectors;
