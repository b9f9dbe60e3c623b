import { Anchor, Loader, Stack, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AUTH_TEXT, VALIDATION } from '../../../contract/messages';
import { ApiError } from '../../lib/api-client';
import { shownError } from '../../lib/errors';
import type { SignupForm } from './signup-form';
import type { Availability } from './use-availability';

function availabilityError(availability: Availability, takenText: string): ReactNode {
  if (availability.status === 'taken') return takenText;
  if (availability.status !== 'unknown') return undefined;
  // 429 (asked too often) has its own words; a lost connection gets ours.
  const text =
    availability.error instanceof ApiError && availability.error.status === 429
      ? availability.error.message
      : AUTH_TEXT.availabilityUnknown;
  return (
    <>
      {text}{' '}
      <Anchor component="button" type="button" size="xs" onClick={availability.retry}>
        {AUTH_TEXT.checkAgain}
      </Anchor>
    </>
  );
}

function AvailabilityMark({ availability }: { availability: Availability }) {
  if (availability.status === 'checking') return <Loader size={16} aria-hidden />;
  if (availability.status === 'available')
    return <IconCheck size={18} color="var(--mantine-color-teal-text)" aria-hidden />;
  return null;
}

interface AccountStepProps {
  username: Availability;
  email: Availability;
}

/** Signup step 1 (§2): full name, username, e-mail; the last two must be free (§5). */
export function SignupAccountStep({ username, email }: AccountStepProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SignupForm>();
  const [fullNameValue, usernameValue, emailValue] = useWatch({
    control,
    name: ['fullName', 'username', 'email'],
  });

  return (
    <Stack gap="sm">
      <TextInput
        label={AUTH_TEXT.labels.fullName}
        withAsterisk
        autoComplete="name"
        {...register('fullName')}
        error={shownError(fullNameValue, errors.fullName?.message)}
      />
      <TextInput
        label={AUTH_TEXT.labels.username}
        withAsterisk
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        rightSection={<AvailabilityMark availability={username} />}
        {...register('username')}
        error={shownError(
          usernameValue,
          errors.username?.message ?? availabilityError(username, VALIDATION.usernameTaken),
        )}
      />
      <TextInput
        label={AUTH_TEXT.labels.email}
        type="email"
        withAsterisk
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        rightSection={<AvailabilityMark availability={email} />}
        {...register('email')}
        error={shownError(
          emailValue,
          errors.email?.message ?? availabilityError(email, VALIDATION.emailTaken),
        )}
      />
    </Stack>
  );
}
