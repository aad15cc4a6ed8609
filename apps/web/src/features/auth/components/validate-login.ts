export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues | 'code', string>>;

// Hand-written on purpose: zod would push the sign-in chunk past its 250 KB budget.
// A deliberately loose shape check: the server (the shared schema) is the authority.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Returns i18n keys, not texts, so the messages follow the language. */
export const validateLogin = (values: LoginValues): LoginErrors => {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'auth.validation.emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'auth.validation.emailInvalid';
  if (!values.password) errors.password = 'auth.validation.passwordRequired';
  return errors;
};

/** The second step: six digits from the app, or any non-empty recovery code. */
export const validateSecondFactor = (method: 'totp' | 'recovery', code: string): LoginErrors => {
  const value = code.trim();
  if (method === 'totp' && !/^\d{6}$/.test(value)) return { code: 'auth.login.twoFactor.codeRequired' };
  if (method === 'recovery' && !value) return { code: 'auth.login.twoFactor.recoveryRequired' };
  return {};
};
