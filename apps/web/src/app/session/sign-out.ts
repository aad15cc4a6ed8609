import { http } from '../../lib/http.ts';
import { logoutAndClearError } from '../store/logout.ts';
import type { AppDispatch } from '../store/store.ts';

/**
 * The user chose to leave: end the server session (a failure must not keep
 * them signed in here), then the spec's logout, which also drops the cached
 * API answers.
 */
export const signOut = () => async (dispatch: AppDispatch) => {
  await http.post('/api/auth/logout').catch(() => undefined);
  await dispatch(logoutAndClearError());
};
