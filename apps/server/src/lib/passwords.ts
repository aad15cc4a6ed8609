import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are stored as argon2id PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$…`,
 * the OWASP baseline and the library's default parameters).
 */
const Argon2id = 2; // Algorithm.Argon2id; a const enum, which isolatedModules cannot import

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Argon2id });
}

/** false for a wrong password and for a hash that is not ours, never a throw */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no user to check against,
 * so that an unknown e-mail answers as slowly as a wrong password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
