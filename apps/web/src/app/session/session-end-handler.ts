import { onSessionEnd } from '../../lib/session-end.ts';
import { setAuthError } from '../store/auth-slice.ts';
import { logout } from '../store/logout.ts';
import type { AppDispatch, RootState } from '../store/store.ts';

export const SESSION_EXPIRED_PATH = '/auth/session_expired';

interface Deps {
  getState: () => RootState;
  dispatch: AppDispatch;
  navigate: (path: string) => void;
}

/**
 * Spec §8: when an API call says the session is over while the user is signed
 * in, sign out with the variant that keeps the error (so the guard and the
 * sign-in page know why) and show the session-expired page. Runs once per
 * session: after the sign-out there is no profile left to end.
 */
export const installSessionEndHandler = ({ getState, dispatch, navigate }: Deps) =>
  onSessionEnd((error) => {
    if (!getState().auth.profile) return;
    dispatch(setAuthError(error.code ?? 'INVALID_TOKEN'));
    void dispatch(logout());
    navigate(SESSION_EXPIRED_PATH);
  });
