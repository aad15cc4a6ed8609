import { createApi } from '@reduxjs/toolkit/query/react';
import { createHttpBaseQuery } from './http-base-query.ts';

/** The empty API slice; each feature adds its endpoints with `api.injectEndpoints`, one file each. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createHttpBaseQuery(),
  endpoints: () => ({}),
});
