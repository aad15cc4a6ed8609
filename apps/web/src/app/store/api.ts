import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { createHttpBaseQuery } from '../../lib/http-base-query.ts';
import { loggedOut, loggedOutClearingError } from './auth-slice.ts';
import { dynamicMiddleware, rootReducer, store } from './store.ts';

/** The empty API slice; each feature adds its endpoints with `api.injectEndpoints`, one file each. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createHttpBaseQuery(),
  endpoints: () => ({}),
});

const sessionEnded = isAnyOf(loggedOut, loggedOutClearingError);

/** However the session ends (the user left, or it expired), the answers cached for it go with it. */
const forgetOnSessionEnd: Middleware = (storeApi) => (next) => (action) => {
  const result = next(action);
  if (sessionEnded(action)) storeApi.dispatch(api.util.resetApiState());
  return result;
};

// The cache joins the store when the first page that reads the server loads: its
// reducer, then its middleware, then an empty start, which puts its state in the store.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware, forgetOnSessionEnd);
store.dispatch(api.util.resetApiState());
