import { z } from 'zod';
import { type ErrorCode, errorCodes } from '../errors.ts';

/** The body of every failed API response, as a schema for route declarations and OpenAPI. */
export const errorBodySchema = z
  .object({
    statusCode: z.number().int(),
    status: z.literal(false),
    code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
    /** human text in the request's language (Accept-Language, English by default) */
    message: z.string(),
    field: z.string().optional(),
    /** the stable key of a specific message (`validation.url_required`), for programs and the web app */
    messageKey: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBodyPayload = z.infer<typeof errorBodySchema>;
