import { Stack, TextInput, Textarea } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { AUTH_TEXT } from '../../../contract/messages';
import { shownError } from '../../lib/errors';
import type { SignupForm } from './signup-form';

/** Signup step 2 (§2): phone number, address, date of birth. */
export function SignupContactStep() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SignupForm>();
  const [phone, address, dob] = useWatch({ control, name: ['phoneNumber', 'address', 'dob'] });
  const today = new Date().toISOString().slice(0, 10);

  return (
    <Stack gap="sm">
      <TextInput
        label={AUTH_TEXT.labels.phoneNumber}
        type="tel"
        inputMode="tel"
        withAsterisk
        autoComplete="tel"
        // A new step starts where the member types next.
        autoFocus
        {...register('phoneNumber')}
        error={shownError(phone, errors.phoneNumber?.message)}
      />
      <Textarea
        label={AUTH_TEXT.labels.address}
        withAsterisk
        autoComplete="street-address"
        rows={3}
        {...register('address')}
        error={shownError(address, errors.address?.message)}
      />
      <TextInput
        label={AUTH_TEXT.labels.dob}
        type="date"
        withAsterisk
        autoComplete="bday"
        max={today}
        {...register('dob')}
        error={shownError(dob, errors.dob?.message)}
      />
    </Stack>
  );
}
