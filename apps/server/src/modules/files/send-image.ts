import type { FastifyReply } from 'fastify';

/**
 * An uploaded image as its own response. Its type is the one detected at
 * upload; an SVG opened on its own must not run script in our origin, hence
 * nosniff and a sandboxing CSP.
 */
export function sendImage(
  reply: FastifyReply,
  image: { mimeType: string; bytes: Buffer },
  cacheControl: string,
): FastifyReply {
  return reply
    .header('content-type', image.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', cacheControl)
    .send(image.bytes);
}
