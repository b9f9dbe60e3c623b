import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AUTH_TEXT, REPLY } from '../../../contract/messages';
import { resetCodeQuery } from './api';
import { errorMessage } from './auth-helpers';
import { ResetPasswordForm } from './reset-password-form';

/** /auth/resetpass/{username} (§2, §4): a code is e-mailed on entry, then the new password. */
export function ResetPasswordScreen({ username }: { username: string }) {
  const navigate = useNavigate();
  const request = useQuery(resetCodeQuery(username));

  let body;
  if (request.isPending) {
    body = (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader aria-hidden />
        <Text>{AUTH_TEXT.sendingVerification}</Text>
      </Stack>
    );
  } else if (request.isSuccess && request.data.trim() === REPLY.emailSent) {
    body = (
      <ResetPasswordForm
        username={username}
        onDone={() => {
          notifications.show({ color: 'teal', message: AUTH_TEXT.passwordChanged });
          void navigate({ to: '/auth' });
        }}
      />
    );
  } else {
    // §8: anything but 'email sent' is shown as it came, for the developer to hear about.
    const text = request.isError ? errorMessage(request.error) : request.data;
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
