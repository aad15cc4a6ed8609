import { toDataURL } from 'qrcode';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { seal, unseal } from '../../lib/secret-box.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { RequestMeta } from '../auth/auth-context.ts';
import { advanceTotpStep, findUserById, type UserRow, updateUser } from '../auth/users.repository.ts';
import { countUnusedRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.repository.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { checkSecondFactor, totpSealingKey } from './second-factor.ts';
import { acceptTotp, newTotpSecret, totpUri } from './totp.ts';

/*
 * TOTP two-factor authentication, which any user can turn on: enrol (a secret,
 * sealed at rest), confirm with a first code (→ on, ten recovery codes shown
 * once), turn off with the password or a current code.
 */

async function userOrFail(db: Database, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('INVALID_TOKEN');
  return user;
}

export async function twoFactorStatus(db: Database, userId: string) {
  const user = await userOrFail(db, userId);
  return {
    enabled: user.totpEnabledAt !== null,
    recoveryCodesLeft: user.totpEnabledAt ? await countUnusedRecoveryCodes(db, userId) : 0,
  };
}

/** Starts (or restarts) an enrolment; the secret is not active until confirmed. */
export async function beginTwoFactor(db: Database, userId: string) {
  const user = await userOrFail(db, userId);
  if (user.totpEnabledAt) throw new AppError('CONFLICT', { message: 'Two-factor authentication is already on.' });
  const secret = newTotpSecret();
  await updateUser(db, user.id, { totpSecret: seal(await totpSealingKey(db), secret), totpLastStep: null });
  const otpauthUri = totpUri(secret, user.email);
  return { secret, otpauthUri, qrDataUrl: await toDataURL(otpauthUri, { margin: 1, width: 240 }) };
}

/** Turns two-factor on with a first valid code; returns the recovery codes, which are never shown again. */
export async function confirmTwoFactor(db: Database, userId: string, code: string, meta: RequestMeta) {
  const user = await userOrFail(db, userId);
  if (user.totpEnabledAt) throw new AppError('CONFLICT', { message: 'Two-factor authentication is already on.' });
  if (!user.totpSecret) throw new AppError('CONFLICT', { message: 'Start the enrolment first.' });
  const step = acceptTotp(unseal(await totpSealingKey(db), user.totpSecret), code, user.totpLastStep);
  if (step === null || !(await advanceTotpStep(db, user.id, step))) {
    throw new AppError('VALIDATION_ERROR', { field: 'code', message: 'validation.totp_invalid' });
  }
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { totpEnabledAt: new Date() });
    await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
    await recordAudit(tx, { subjectUserId: user.id, actorId: user.id, action: 'auth.2fa_enable', ...meta });
  });
  return { recoveryCodes: codes };
}

/** The password (CURRENT_PASSWORD_MISMATCH when wrong) or a current code proves it is the owner. */
async function assertOwnerProof(db: Database, user: UserRow, proof: { password?: string; code?: string }) {
  if (proof.password !== undefined) {
    if (!(await verifyPassword(user.passwordHash, proof.password))) {
      throw new AppError('CURRENT_PASSWORD_MISMATCH', { field: 'password' });
    }
  } else if (!(await checkSecondFactor(db, user, { totp: proof.code }))) {
    throw new AppError('VALIDATION_ERROR', { field: 'code', message: 'validation.totp_invalid' });
  }
}

async function enabledUser(db: Database, userId: string) {
  const user = await userOrFail(db, userId);
  if (!user.totpEnabledAt) throw new AppError('CONFLICT', { message: 'Two-factor authentication is off.' });
  return user;
}

/** Turns two-factor off; needs the password or a current code. */
export async function disableTwoFactor(
  db: Database,
  userId: string,
  proof: { password?: string; code?: string },
  meta: RequestMeta,
) {
  const user = await enabledUser(db, userId);
  await assertOwnerProof(db, user, proof);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    await replaceRecoveryCodes(tx, user.id, []);
    await recordAudit(tx, { subjectUserId: user.id, actorId: user.id, action: 'auth.2fa_disable', ...meta });
  });
}

/** Replaces every recovery code with ten new ones (shown once); needs the password or a current code. */
export async function regenerateRecoveryCodes(
  db: Database,
  userId: string,
  proof: { password?: string; code?: string },
  meta: RequestMeta,
) {
  const user = await enabledUser(db, userId);
  await assertOwnerProof(db, user, proof);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
    await recordAudit(tx, { subjectUserId: user.id, actorId: user.id, action: 'auth.2fa_recovery_codes', ...meta });
  });
  return { recoveryCodes: codes };
}
