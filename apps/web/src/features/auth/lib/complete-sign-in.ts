import type { LoginResponse } from '@osm5/shared/schemas/auth';
import { setAuthError, setProfile, setSBoxs, setTenents } from '../../../app/store/auth-slice.ts';
import { setEnterprise, setSBox } from '../../../app/store/context-slice.ts';
import { applySavedPreferences } from '../../../app/store/customizer-slice.ts';
import type { AppDispatch } from '../../../app/store/store.ts';
import { analytics } from '../../../lib/analytics.ts';
import { isHttpError } from '../../../lib/http.ts';
import { fetchSavedPreferences } from '../api/fetch-saved-preferences.ts';
import { fetchTenants } from '../api/fetch-tenants.ts';
import { destinationOf, NO_ENTERPRISE_PATH, NO_WORKSPACE_PATH, pickContext, safeNext } from './after-sign-in.ts';

/**
 * Spec §4: the profile comes from the response's `data`; then the user's
 * organisations and workspaces fill the session, the first organisation and
 * its default workspace become the context. Resolves with where to go next.
 */
export const completeSignIn =
  (response: LoginResponse, next: string | null) =>
  async (dispatch: AppDispatch): Promise<string> => {
    dispatch(setAuthError(null));
    dispatch(setProfile(response.data));
    analytics.identify(response.data.userInfo.id).catch(() => undefined);
    // The theme saved on the account follows the user to this device; without it, this device's choices stay.
    await fetchSavedPreferences()
      .then(({ data }) => dispatch(applySavedPreferences(data)))
      .catch(() => undefined);
    try {
      const { data } = await fetchTenants();
      dispatch(setTenents(data.tenents));
      dispatch(setSBoxs(data.sBoxs));
      const context = pickContext(data.tenents, data.sBoxs);
      dispatch(setEnterprise(context.enterprise));
      dispatch(setSBox(context.sBox));
      return destinationOf(context, next);
    } catch (error) {
      if (isHttpError(error) && error.code === 'NO_ENTERPRISE_LINKED') return NO_ENTERPRISE_PATH;
      if (isHttpError(error) && error.code === 'NO_WORKSPACE_ASSOCIATED') return NO_WORKSPACE_PATH;
      // The session is open; the top bar's pickers can load the context later.
      return safeNext(next);
    }
  };
