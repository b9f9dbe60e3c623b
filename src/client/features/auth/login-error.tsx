import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { AUTH_TEXT } from '../../../contract/messages';
import { ApiError } from '../../lib/api-client';
import { useResendCode } from './api';
import { errorMessage } from './auth-helpers';
import { ErrorAlert } from './error-alert';

/**
 * §8: a failed login shows the server's message. An account whose e-mail is not verified yet
 * also gets a way to verify it; the login reply carries no e-mail, so a new code is sent only
 * when the member signed in with their e-mail address.
 */
export function LoginError({ error, identifier }: { error: unknown; identifier: string }) {
  const navigate = useNavigate();
  const resend = useResendCode();
  const notVerified = error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';
  const email = identifier.includes('@') ? identifier : undefined;

  const verifyNow = () => {
    const go = () => void navigate({ to: '/auth/verify', search: email ? { email } : {} });
    // A refused resend (asked too often) still leaves the earlier code usable.
    if (email) resend.mutate(email, { onSettled: go });
    else go();
  };

  return (
    <ErrorAlert>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {notVerified && (
          <Button
            size="xs"
            variant="white"
            color="red"
            onClick={verifyNow}
            loading={resend.isPending}
          >
            {AUTH_TEXT.verifyEmailNow}
          </Button>
        )}
      </Stack>
    </ErrorAlert>
  );
}
