import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  http as defaultHttp,
  fallbackError,
  type Http,
  type HttpError,
  type HttpRequest,
  isHttpError,
} from './http.ts';

/**
 * RTK Query speaks through the same client, so every endpoint gets the XSRF
 * header and the normalised error shape without restating either.
 */
export const createHttpBaseQuery =
  (client: Http = defaultHttp): BaseQueryFn<HttpRequest | string, unknown, HttpError> =>
  async (args, { signal }) => {
    const req = typeof args === 'string' ? { url: args } : args;
    try {
      const data = await client.request<unknown>({ ...req, signal });
      return { data };
    } catch (error) {
      return { error: isHttpError(error) ? error : fallbackError() };
    }
  };
