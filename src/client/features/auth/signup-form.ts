import { SIGNUP_STEP_FIELDS } from '../../../contract/auth-constants';
import type { Gender, SignupInput } from '../../../contract/auth';

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

export function stepOfField(field: string): number {
  return SIGNUP_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
}
