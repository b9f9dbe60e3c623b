import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AUTH_TEXT, REPLY } from '../../../contract/messages';
import { resetCodeQuery, useResendResetCode } from './api';
import { errorMessage } from '../../lib/errors';
import { resendAllowedAt, validResetCode } from './code-sent';
import { ErrorAlert } from '../../components/error-alert';
import { ResendCodeButton } from './resend-code-button';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /auth/resetpass/{username} (§2, §4): a code is e-mailed on entry, then the new password. Come
 * back while the code sent from this device is still valid, or within the minute the server
 * waits between codes, and the form is there for that code; "Send a new code", with its
 * countdown, asks for another.
 */
export function ResetPasswordScreen({ username }: { username: string }) {
  const navigate = useNavigate();
  // Read once: a code this device asked for that still works, so no new e-mail goes out.
  const [kept] = useState(() => validResetCode(username));
  const request = useQuery({ ...resetCodeQuery(username), enabled: kept === null });
  const resend = useResendResetCode(username);
  const sentAt = resend.data?.sentAt ?? kept ?? request.data?.sentAt ?? null;
  const reply = request.data?.reply?.trim();

  let body;
  if (kept === null && request.isPending) {
    body = (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader aria-hidden />
        <Text>{AUTH_TEXT.sendingVerification}</Text>
      </Stack>
    );
  } else if (
    kept === null &&
    (request.isError || (!request.data?.recent && reply !== REPLY.emailSent))
  ) {
    // §8: anything but 'email sent' is shown as it came, for the developer to hear about.
    const text = request.isError ? errorMessage(request.error) : reply;
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {AUTH_TEXT.errorPrefix}
          </Text>
          <Text size="sm">{text}</Text>
          <Text size="sm">{AUTH_TEXT.contactDeveloper}</Text>
        </Stack>
      </Alert>
    );
  } else {
    const earlier = (kept !== null || request.data?.recent) && !resend.data;
    body = (
      <Stack gap="sm">
        {earlier && <Text size="sm">{AUTH_TEXT.codeAlreadySent}</Text>}
        <ResetPasswordForm
          username={username}
          onDone={() => {
            notifications.show({ color: 'teal', message: AUTH_TEXT.passwordChanged });
            void navigate({ to: '/auth' });
          }}
        />
        {resend.data && !resend.data.recent && (
          <Text size="sm" c="var(--mantine-color-teal-text)" role="status">
            {AUTH_TEXT.newResetCodeSent}
          </Text>
        )}
        {resend.isError && <ErrorAlert>{errorMessage(resend.error)}</ErrorAlert>}
        <ResendCodeButton
          allowedAt={sentAt === null ? 0 : resendAllowedAt(sentAt)}
          pending={resend.isPending}
          onClick={() => resend.mutate()}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {AUTH_TEXT.resetTitle}
      </Title>
      <Text size="sm" c="dimmed">
        @{username}
      </Text>
      {body}
      <Anchor component={Link} to="/auth/signin" size="sm" ta="center">
        {AUTH_TEXT.backToSignIn}
      </Anchor>
    </Stack>
  );
}
