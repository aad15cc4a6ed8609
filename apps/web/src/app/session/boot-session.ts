import type { UserInfo } from '@osm5/shared/schemas/auth';
import { http } from '../../lib/http.ts';
import { updateUserInfo } from '../store/auth-slice.ts';
import type { AppDispatch, RootState } from '../store/store.ts';

/**
 * At start: make sure the XSRF-TOKEN cookie exists before any write, and check
 * that a remembered profile still has a live session. A dead one answers
 * INVALID_TOKEN, which the session-end handler turns into a sign-out.
 */
export const bootSession = async (getState: () => RootState, dispatch: AppDispatch) => {
  await http.get('/api/auth/csrf').catch(() => undefined);
  if (!getState().auth.profile) return;
  try {
    const me = await http.get<{ data: { userInfo: UserInfo } }>('/api/auth/me');
    dispatch(updateUserInfo(me.data.userInfo));
  } catch {
    /* an ended session is handled by the session-end handler; a network failure keeps the profile */
  }
};
