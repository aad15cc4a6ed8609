/**
 * The headers the tracking endpoints read of a request besides those of the
 * client's address and the visit (client-request.ts, visit-of.ts): the body's
 * type, the browser's do-not-track signals and a trusted proxy's request id.
 * The front door keeps these too, so it can answer tracking itself
 * (ingestion-door.ts).
 */
export const ingestionHeaders = ['content-type', 'dnt', 'sec-gpc', 'x-request-id'] as const;
