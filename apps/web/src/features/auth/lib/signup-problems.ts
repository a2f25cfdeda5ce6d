import {
  emailSchema,
  LOGIN_ID_PATTERN,
  messages,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  passwordProblem,
} from '@akkyeo/contracts';

export interface SignupValues {
  id: string;
  password: string;
  confirm: string;
  email: string;
  name: string;
  terms: boolean;
}

/** Which duplicate checks the server has passed. */
export interface SignupChecks {
  id: boolean;
  email: boolean;
}

export type SignupField = keyof SignupValues;
export type SignupErrors = Partial<Record<SignupField, string>>;

/** The fields in the order the form shows them (the first wrong one gets the focus). */
export const SIGNUP_FIELDS: readonly SignupField[] = [
  'id',
  'password',
  'confirm',
  'email',
  'name',
  'terms',
];

/** What is wrong with the login ID as typed, before asking the server whether it is free. */
export function idProblem(id: string): string | null {
  if (!id.trim()) return messages.auth.idRequired;
  if (!LOGIN_ID_PATTERN.test(id.trim())) return messages.auth.idFormat;
  return null;
}

/** What is wrong with the e-mail address as typed, before asking the server whether it is free. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return messages.auth.emailRequired;
  if (!emailSchema.safeParse(email).success) return messages.auth.emailFormat;
  return null;
}

/** Every problem of the sign-up form at once, each under its field's name. */
export function signupProblems(values: SignupValues, checked: SignupChecks): SignupErrors {
  const errors: SignupErrors = {};
  const id = idProblem(values.id) ?? (checked.id ? null : messages.auth.idCheckRequired);
  if (id) errors.id = id;
  const password = passwordProblem(values.password, values.id.trim() || null);
  if (password) errors.password = password;
  if (values.confirm !== values.password) errors.confirm = messages.auth.passwordMismatch;
  const email =
    emailProblem(values.email) ?? (checked.email ? null : messages.auth.emailCheckRequired);
  if (email) errors.email = email;
  const nickname = values.name.trim().length;
  if (nickname < NICKNAME_MIN_LENGTH || nickname > NICKNAME_MAX_LENGTH) {
    errors.name = messages.member.nicknameLength;
  }
  if (!values.terms) errors.terms = messages.auth.termsRequired;
  return errors;
}
