import { NativeSelect, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { AUTH_TEXT, VALIDATION } from '../../../contract/messages';
import { shownError } from '../../lib/errors';
import { NewPasswordInput } from './new-password-input';
import type { SignupForm } from './signup-form';

/** Signup step 3 (§2): gender, password and the password again. */
export function SignupPasswordStep() {
  const {
    register,
    control,
    formState: { errors, touchedFields },
  } = useFormContext<SignupForm>();
  const [password, retype] = useWatch({ control, name: ['password', 'retypePassword'] });
  // Worked out here rather than read from the resolver: the schema checks the match only once
  // every other field passes, and the member should learn of a mismatch straight away.
  const mismatch = touchedFields.retypePassword && retype !== password;

  return (
    <Stack gap="sm">
      <NativeSelect
        label={AUTH_TEXT.labels.gender}
        withAsterisk
        data={AUTH_TEXT.genderOptions.map((option) => ({ ...option }))}
        // A new step starts where the member types next.
        autoFocus
        {...register('gender')}
        // 'Select' is a choice the member made, not an empty field: it gets its message.
        error={errors.gender?.message}
      />
      <NewPasswordInput
        label={AUTH_TEXT.labels.password}
        {...register('password')}
        error={shownError(password, errors.password?.message)}
      />
      <NewPasswordInput
        label={AUTH_TEXT.labels.retypePassword}
        {...register('retypePassword')}
        error={shownError(retype, mismatch ? VALIDATION.retypePassword : undefined)}
      />
    </Stack>
  );
}
