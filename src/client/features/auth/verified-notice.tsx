import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AUTH_TEXT } from '../../../contract/messages';

/** Shown once a member's e-mail is verified: the next thing to do is to sign in. */
export function VerifiedNotice() {
  return (
    <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{AUTH_TEXT.emailVerified}</Text>
        <Button component={Link} to="/auth/signin" size="xs">
          {AUTH_TEXT.signIn}
        </Button>
      </Stack>
    </Alert>
  );
}
