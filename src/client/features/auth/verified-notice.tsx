import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AUTH_TEXT } from '../../../contract/messages';

/**
 * Shown once a member's e-mail is verified but they are not signed in yet: signing in is one
 * tap away, with their username or e-mail already filled in.
 */
export function VerifiedNotice({ identifier }: { identifier?: string }) {
  return (
    <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{AUTH_TEXT.emailVerified}</Text>
        <Button
          size="xs"
          renderRoot={(props) => (
            <Link to="/auth/signin" search={identifier ? { identifier } : {}} {...props} />
          )}
        >
          {AUTH_TEXT.signIn}
        </Button>
      </Stack>
    </Alert>
  );
}
