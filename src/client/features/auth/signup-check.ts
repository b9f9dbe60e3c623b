/**
 * The signup form's checks, with the schema library: the form's resolver, the rule of each
 * step, and those the server is asked about as the member types (username and e-mail). They
 * load once the form is drawn (use-signup-check.ts), not with it.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '../../lib/i18n/form-resolver';
import {
  SIGNUP_STEP_FIELDS,
  emailSchema,
  signupSchema,
  signupStepSchemas,
  usernameSchema,
  type SignupPayload,
} from '../../../contract/auth';
import type { SignupForm } from './signup-form';
import type { Availability } from './use-availability';

export const signupResolver = zodResolver(signupSchema) as unknown as Resolver<
  SignupForm,
  unknown,
  SignupPayload
>;

/** The value the server is asked about, once it is valid itself; '' until then. */
export function askable(kind: 'username' | 'email', raw: string | undefined): string {
  const parsed = (kind === 'username' ? usernameSchema : emailSchema).safeParse(raw ?? '');
  return parsed.success ? parsed.data : '';
}

/**
 * §4: Next works only when every field of the step is valid. That includes what only the
 * server knows: a username or e-mail is valid once the server has said it is free, and a field
 * the server refused stays invalid until it is changed.
 */
export function stepValidity(
  values: Partial<SignupForm>,
  errors: FieldErrors<SignupForm>,
  username: Availability,
  email: Availability,
): boolean[] {
  return SIGNUP_STEP_FIELDS.map((fields, step) => {
    const picked = Object.fromEntries(fields.map((field) => [field, values[field] ?? '']));
    if (!signupStepSchemas[step]?.safeParse(picked).success) return false;
    if (fields.some((field) => errors[field]?.type === 'server')) return false;
    if (step === 0) return username.status === 'available' && email.status === 'available';
    if (step === 2) return values.password === values.retypePassword;
    return true;
  });
}
