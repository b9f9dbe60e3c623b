import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SIGNUP_STEP_FIELDS,
  signupSchema,
  signupStepSchemas,
  type Gender,
  type SignupInput,
  type SignupPayload,
} from '../../../contract/auth';
import type { Availability } from './use-availability';

/** The form's values: the gender select starts on 'Select' (''), which the schema refuses. */
export type SignupForm = Omit<SignupInput, 'gender'> & { gender: Gender | '' };
export type SignupField = keyof SignupForm;

export const EMPTY_SIGNUP: SignupForm = {
  fullName: '',
  username: '',
  email: '',
  phoneNumber: '',
  address: '',
  dob: '',
  gender: '',
  password: '',
  retypePassword: '',
};

export const signupResolver = zodResolver(signupSchema) as unknown as Resolver<
  SignupForm,
  unknown,
  SignupPayload
>;

export function stepOfField(field: string): number {
  return SIGNUP_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
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
