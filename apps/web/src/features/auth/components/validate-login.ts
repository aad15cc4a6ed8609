export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// A deliberately loose shape check: the server is the authority on addresses.
// TODO(accounts issue): replace with the shared zod login schema once it exists.
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
