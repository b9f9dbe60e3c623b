import { Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '../../lib/i18n/form-resolver';
import { useForm, useWatch } from 'react-hook-form';
import { resetPasswordSchema, type ResetPasswordPayload } from '../../../contract/auth';
import { AUTH_TEXT, VALIDATION } from '../../../contract/messages';
import { useResetPassword } from './api';
import { errorMessage, shownError } from '../../lib/errors';
import { NewPasswordInput } from './new-password-input';

interface ResetPasswordFormProps {
  username: string;
  onDone: () => void;
}

/** /auth/resetpass/{username} once the code is sent (§2): code, new password, again. */
export function ResetPasswordForm({ username, onDone }: ResetPasswordFormProps) {
  const form = useForm<ResetPasswordPayload>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { username, otp: '', password: '', retypePassword: '' },
  });
  const {
    register,
    control,
    formState: { errors, touchedFields },
  } = form;
  const values = useWatch({ control });
  const reset = useResetPassword();
  const valid = resetPasswordSchema.safeParse({ ...values, username }).success;
  // The schema checks the match only once the other fields pass; the member should know sooner.
  const mismatch = touchedFields.retypePassword && values.retypePassword !== values.password;
  const reason = reset.isError ? errorMessage(reset.error) : null;

  const submit = form.handleSubmit((payload) => {
    if (!reset.isPending) reset.mutate({ ...payload, username }, { onSuccess: onDone });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{AUTH_TEXT.resetWithin}</Text>
        <TextInput
          label={AUTH_TEXT.labels.code}
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          {...register('otp', { setValueAs: (value: string) => value.replace(/\s/g, '') })}
          error={shownError(values.otp, errors.otp?.message)}
        />
        {/* The username travels with the password so password managers file them together. */}
        <input type="hidden" name="username" value={username} autoComplete="username" />
        <NewPasswordInput
          label={AUTH_TEXT.labels.newPassword}
          {...register('password')}
          error={shownError(values.password, errors.password?.message)}
        />
        <NewPasswordInput
          label={AUTH_TEXT.labels.retypePassword}
          {...register('retypePassword')}
          error={shownError(
            values.retypePassword,
            mismatch ? VALIDATION.retypePassword : undefined,
          )}
        />
        {reason !== null && (
          <Text size="sm" c="var(--mantine-color-red-text)" role="alert">
            {AUTH_TEXT.resetFailed}
            {reason !== AUTH_TEXT.resetFailed ? `: ${reason}` : null}
          </Text>
        )}
        <Button type="submit" disabled={!valid} loading={reset.isPending}>
          {AUTH_TEXT.resetPassword}
        </Button>
      </Stack>
    </form>
  );
}
