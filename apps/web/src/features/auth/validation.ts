import { EMAIL_ADDRESS_PATTERN, MIN_PASSWORD_LENGTH } from '@creatorlens/contracts';

// A pragmatic shape check; the server is the authority on what an email address is.

export type EmailProblem = 'email-required' | 'email-invalid' | null;
export type PasswordProblem = 'password-required' | 'password-too-short' | null;

export function checkEmail(email: string): EmailProblem {
  if (!email.trim()) return 'email-required';
  return EMAIL_ADDRESS_PATTERN.test(email.trim()) ? null : 'email-invalid';
}

export function checkNewPassword(password: string): PasswordProblem {
  if (!password) return 'password-required';
  return password.length < MIN_PASSWORD_LENGTH ? 'password-too-short' : null;
}
