import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for small secrets kept in the database (TOTP secrets): a copy of
 * the users table alone does not reveal them. Format: `v1.<iv>.<tag>.<ciphertext>`,
 * each base64url. The key is 32 bytes, base64url-encoded.
 */
export function seal(keyBase64: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keyBase64), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** throws when the value was not sealed with this key or was altered */
export function unseal(keyBase64: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(keyBase64), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

function keyOf(keyBase64: string): Buffer {
  const key = Buffer.from(keyBase64, 'base64url');
  if (key.length !== 32) throw new Error('a sealing key must be 32 bytes');
  return key;
}
