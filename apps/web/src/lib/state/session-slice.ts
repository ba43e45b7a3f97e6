import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 auth state. Cleared means user_id and access empty, refresh null. */
export interface SessionState {
  user_id: string;
  access: string;
  refresh: string | null;
}

const initialState: SessionState = { user_id: '', access: '', refresh: null };

export const sessionSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    setCredentials(
      _state,
      action: PayloadAction<{ user_id: string | number; access: string; refresh: string | null }>,
    ) {
      return {
        user_id: String(action.payload.user_id),
        access: action.payload.access,
        refresh: action.payload.refresh,
      };
    },
    setAccessToken(state, action: PayloadAction<{ access: string; refresh?: string | null }>) {
      state.access = action.payload.access;
      if (action.payload.refresh !== undefined) state.refresh = action.payload.refresh;
    },
    clearCredentials() {
      return initialState;
    },
  },
});

export const { setCredentials, setAccessToken, clearCredentials } = sessionSlice.actions;

/** Logged in means both an access token and a user id (SPEC §5: only then is the bearer sent). */
export const selectIsLoggedIn = (state: { auth: SessionState }) =>
  Boolean(state.auth.access && state.auth.user_id);
export const selectSession = (state: { auth: SessionState }) => state.auth;
