import type { Database } from '../../db/client.ts';
import { unseal } from '../../lib/secret-box.ts';
import { advanceTotpStep, type UserRow } from '../auth/users.repository.ts';
import { ensureSecret } from '../instance-settings/instance-settings.service.ts';
import { consumeRecoveryCode } from './recovery-codes.repository.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import { acceptTotp } from './totp.ts';

/** The instance key that seals TOTP secrets (made on first use, kept in instance_settings). */
export const totpSealingKey = (db: Database) => ensureSecret(db, 'totp_sealing_key');

/**
 * Checks a second factor of a user whose two-factor authentication is on (or
 * being enrolled): a current TOTP code, or an unused recovery code, which is
 * then spent. A TOTP code cannot be reused: its step is remembered.
 */
export async function checkSecondFactor(
  db: Database,
  user: UserRow,
  proof: { totp?: string; recoveryCode?: string },
): Promise<boolean> {
  if (proof.totp && user.totpSecret) {
    const secret = unseal(await totpSealingKey(db), user.totpSecret);
    const step = acceptTotp(secret, proof.totp, user.totpLastStep);
    return step !== null && advanceTotpStep(db, user.id, step);
  }
  if (proof.recoveryCode) return consumeRecoveryCode(db, user.id, hashRecoveryCode(proof.recoveryCode));
  return false;
}
