import type { logoMimeTypes } from '@osm5/shared/schemas/profile';

type LogoMime = (typeof logoMimeTypes)[number];

/**
 * The type of an image from its first bytes, not from what the browser claims:
 * PNG, JPEG, WebP by signature; SVG by an <svg element near the start.
 */
export function detectImageType(bytes: Buffer): LogoMime | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart();
  if ((head.startsWith('<') && /<svg[\s>]/i.test(head)) || head.startsWith('<svg')) return 'image/svg+xml';
  return null;
}
