/**
 * Account payloads (§3) with the validation rules of §5. The signup form, the server routes and
 * the tests all use these objects, so the server rejects exactly what the form would.
 */
import { z } from 'zod';
import { errorReplySchema } from './errors';
import {
  MAX_PASSWORD,
  MAX_PHONE,
  MAX_USERNAME,
  MIN_ADDRESS,
  MIN_AGE_YEARS,
  MIN_FULL_NAME,
  MIN_PASSWORD,
  MIN_PHONE,
  MIN_USERNAME,
  OTP_LENGTH,
} from './constants';
import { VALIDATION } from './messages';
import { EMAIL_PATTERN, GENDERS, MAX_EMAIL } from './auth-constants';

export * from './auth-constants';

export const fullNameSchema = z
  .string()
  .trim()
  .min(MIN_FULL_NAME, VALIDATION.fullName)
  .max(100, VALIDATION.tooLong);

export const usernameSchema = z
  .string()
  .trim()
  .min(MIN_USERNAME, VALIDATION.username)
  .max(MAX_USERNAME, VALIDATION.tooLong)
  .regex(/^[A-Za-z0-9._-]+$/, VALIDATION.usernameChars);

export const emailSchema = z
  .string()
  .trim()
  .max(MAX_EMAIL, VALIDATION.tooLong)
  .regex(EMAIL_PATTERN, VALIDATION.email)
  .transform((email) => email.toLowerCase());

export const phoneSchema = z
  .string()
  .trim()
  .min(MIN_PHONE, VALIDATION.phone)
  .max(MAX_PHONE, VALIDATION.phone)
  .regex(/^\+?[0-9][0-9 -]*$/, VALIDATION.phone);

export const addressSchema = z
  .string()
  .trim()
  .min(MIN_ADDRESS, VALIDATION.address)
  .max(300, VALIDATION.tooLong);

/** §5: the difference between this year and the year of birth is at least 10. */
export function oldEnough(dob: string, today = new Date()): boolean {
  const year = Number(dob.slice(0, 4));
  return today.getUTCFullYear() - year >= MIN_AGE_YEARS;
}

export const dobSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION.dobInvalid)
  .refine((dob) => {
    const date = new Date(`${dob}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(dob) && dob >= '1900';
  }, VALIDATION.dobInvalid)
  .refine((dob) => oldEnough(dob), VALIDATION.dob);

export const genderSchema = z.enum(GENDERS, { error: VALIDATION.gender });

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD, VALIDATION.password)
  .max(MAX_PASSWORD, VALIDATION.passwordTooLong);

export const otpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), VALIDATION.otp);

/** The three steps of the signup form (§2, §4): Next works only when its step is valid. */
export const signupStepSchemas = [
  z.object({ fullName: fullNameSchema, username: usernameSchema, email: emailSchema }),
  z.object({ phoneNumber: phoneSchema, address: addressSchema, dob: dobSchema }),
  z.object({ gender: genderSchema, password: passwordSchema, retypePassword: z.string() }),
] as const;

const passwordsMatch = <T extends { password: string; retypePassword: string }>(value: T) =>
  value.password === value.retypePassword;
const mismatch = { message: VALIDATION.retypePassword, path: ['retypePassword'] };

export const signupSchema = signupStepSchemas[0]
  .extend(signupStepSchemas[1].shape)
  .extend(signupStepSchemas[2].shape)
  .refine(passwordsMatch, mismatch);
export type SignupInput = z.input<typeof signupSchema>;
export type SignupPayload = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  username: z.string().trim().min(1, VALIDATION.required).max(254, VALIDATION.tooLong),
  password: z.string().min(1, VALIDATION.required).max(MAX_PASSWORD, VALIDATION.passwordTooLong),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const verifyEmailSchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyEmailPayload = z.infer<typeof verifyEmailSchema>;

export const resetPasswordSchema = z
  .object({
    username: z.string().trim().min(1, VALIDATION.required).max(254),
    otp: otpSchema,
    password: passwordSchema,
    retypePassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

export const identifierQuerySchema = z.object({
  identifier: z.string().trim().min(1, VALIDATION.required).max(254, VALIDATION.tooLong),
});
export const emailQuerySchema = z.object({ email: z.string().trim().min(1).max(254) });
export const usernameQuerySchema = z.object({ username: z.string().trim().min(1).max(254) });

/**
 * A sign-in refused with EMAIL_NOT_VERIFIED: the password was right, so the reply names the
 * account's address, where a new verification code can be sent without asking for it.
 */
export const loginRefusedSchema = errorReplySchema.extend({ email: z.string().optional() });
