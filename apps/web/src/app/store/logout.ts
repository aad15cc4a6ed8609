import type { Dispatch } from '@reduxjs/toolkit';
import { type Analytics, analytics as defaultAnalytics } from '../../lib/analytics.ts';
import { loggedOut, loggedOutClearingError } from './auth-slice.ts';

const endSession = async (analytics: Analytics) => {
  localStorage.clear();
  // Analytics must never stand between the user and signing out.
  try {
    await analytics.logout();
  } catch {
    /* ignored on purpose (spec §4) */
  }
};

/** Sign out but keep `auth.error`, e.g. to explain on the sign-in page why the session ended. */
export const logout =
  (analytics: Analytics = defaultAnalytics) =>
  async (dispatch: Dispatch) => {
    dispatch(loggedOut());
    await endSession(analytics);
  };

/** Sign out and forget any error: the user chose to leave. */
export const logoutAndClearError =
  (analytics: Analytics = defaultAnalytics) =>
  async (dispatch: Dispatch) => {
    dispatch(loggedOutClearingError());
    await endSession(analytics);
  };
