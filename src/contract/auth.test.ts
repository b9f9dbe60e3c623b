import { describe, expect, it } from 'vitest';
import { VALIDATION } from './messages';
import {
  dobSchema,
  emailSchema,
  fullNameSchema,
  genderSchema,
  oldEnough,
  otpSchema,
  phoneSchema,
  resetPasswordSchema,
  signupSchema,
  usernameSchema,
  validEmail,
  addressSchema,
  passwordSchema,
} from './auth';
import type { z } from 'zod';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const validSignup = {
  fullName: 'Rafi Ahmed',
  username: 'rafi.rides',
  email: 'Rafi@Example.com',
  phoneNumber: '01712345678',
  address: 'House 12, Road 5, Dhanmondi',
  dob: '1995-04-12',
  gender: 'MALE',
  password: 'pedal-hard-1',
  retypePassword: 'pedal-hard-1',
};

describe('§5 validation rules', () => {
  it.each([
    [fullNameSchema, 'Al', VALIDATION.fullName],
    [fullNameSchema, '  Al  ', VALIDATION.fullName],
    [usernameSchema, 'rafi', VALIDATION.username],
    [usernameSchema, 'rafi rides', VALIDATION.usernameChars],
    [emailSchema, 'rafi@example', VALIDATION.email],
    [emailSchema, 'rafi example.com', VALIDATION.email],
    [phoneSchema, '0171234567', VALIDATION.phone],
    [phoneSchema, '017123456789012', VALIDATION.phone],
    [phoneSchema, '0171234567x', VALIDATION.phone],
    [addressSchema, 'Dhanmondi', VALIDATION.address],
    [genderSchema, '', VALIDATION.gender],
    [passwordSchema, 'short12', VALIDATION.password],
    [otpSchema, '12345', VALIDATION.otp],
    [otpSchema, '12345a', VALIDATION.otp],
  ])('rejects %#: %j with its message', (schema, value, message) => {
    expect(firstMessage(schema as z.ZodType, value)).toBe(message);
  });

  it.each([
    [fullNameSchema, 'Ali'],
    [usernameSchema, 'rafi5'],
    [emailSchema, 'a@b.co'],
    [phoneSchema, '01712345678'],
    [phoneSchema, '+8801712345678'],
    [addressSchema, 'Road 5, Dhaka'],
    [genderSchema, 'NOT_SPECIFIED'],
    [passwordSchema, '12345678'],
    [otpSchema, '012345'],
  ])('accepts %#: %j', (schema, value) => {
    expect(firstMessage(schema as z.ZodType, value)).toBeUndefined();
  });

  it.each([
    'a@b.co',
    '  Rafi@Example.COM ',
    'rafi@example',
    'rafi example.com',
    '',
    `${'a'.repeat(245)}@example.com`,
  ])('validEmail takes and refuses what emailSchema does: %j', (raw) => {
    const parsed = emailSchema.safeParse(raw);
    expect(validEmail(raw)).toBe(parsed.success ? parsed.data : null);
  });

  it('counts age as the difference of years, at least 10', () => {
    const today = new Date('2026-11-22T00:00:00Z');
    expect(oldEnough('2016-12-31', today)).toBe(true);
    expect(oldEnough('2017-01-01', today)).toBe(false);
  });

  it('refuses a date of birth that is too recent, or not a date', () => {
    const tooYoung = `${new Date().getUTCFullYear() - 5}-01-01`;
    expect(firstMessage(dobSchema, tooYoung)).toBe(VALIDATION.dob);
    expect(firstMessage(dobSchema, '1990-02-30')).toBe(VALIDATION.dobInvalid);
    expect(firstMessage(dobSchema, 'yesterday')).toBe(VALIDATION.dobInvalid);
  });

  it('accepts a whole valid signup and lower-cases the e-mail', () => {
    const parsed = signupSchema.parse(validSignup);
    expect(parsed.email).toBe('rafi@example.com');
  });

  it('says the passwords do not match on the retype field', () => {
    const result = signupSchema.safeParse({ ...validSignup, retypePassword: 'something-else' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['retypePassword'], message: VALIDATION.retypePassword }),
    );
    const reset = resetPasswordSchema.safeParse({
      username: 'rafi.rides',
      otp: '123456',
      password: 'new-password',
      retypePassword: 'new-passw0rd',
    });
    expect(reset.error?.issues[0]?.message).toBe(VALIDATION.retypePassword);
  });
});
