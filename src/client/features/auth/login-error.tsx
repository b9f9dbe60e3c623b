import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { AUTH_TEXT } from '../../../contract/messages';
import { ApiError } from '../../lib/api-client';
import { useResendCode } from './api';
import { errorMessage } from '../../lib/errors';
import type { CodeSent } from './code-sent';
import { ErrorAlert } from '../../components/error-alert';

/**
 * §8: a failed login shows the server's message. An account whose e-mail is not verified yet
 * also gets a way to verify it: the refusal of the right password names the account's address,
 * a code goes there at once, and `onVerify` shows the code's form with the address filled in.
 */
export function LoginError({
  error,
  identifier,
  onVerify,
}: {
  error: unknown;
  identifier: string;
  onVerify: (email: string, sent: CodeSent | null) => void;
}) {
  const navigate = useNavigate();
  const resend = useResendCode();
  const notVerified = error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';
  const body = error instanceof ApiError ? (error.body as { email?: unknown }) : {};
  const email =
    typeof body.email === 'string' ? body.email : identifier.includes('@') ? identifier : null;

  const verifyNow = () => {
    if (!email) {
      void navigate({ to: '/auth/verify' });
      return;
    }
    // A refused resend leaves the code sent earlier, which still works until it expires.
    resend.mutate(email, {
      onSuccess: (sent) => onVerify(email, sent),
      onError: () => onVerify(email, null),
    });
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
