import type { feedbackAttachmentTypes } from '@osm5/shared/schemas/feedback';
import { detectImageType } from '../files/image-type.ts';

type AttachmentType = (typeof feedbackAttachmentTypes)[number];

/**
 * The type of a report's attachment from its bytes, not from what the browser
 * says: PNG, JPEG, WebP or GIF by signature, else UTF-8 text without control
 * characters (a log, a console copy). SVG is refused: it can carry script.
 */
export function attachmentType(bytes: Buffer): AttachmentType | null {
  const image = detectImageType(bytes);
  if (image === 'image/png' || image === 'image/jpeg' || image === 'image/webp') return image;
  if (image === 'image/svg+xml') return null;
  const head = bytes.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  return isPlainText(bytes) ? 'text/plain' : null;
}

function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
  }
  return true;
}
