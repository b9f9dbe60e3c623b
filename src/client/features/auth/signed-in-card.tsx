import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLogout } from '@tabler/icons-react';
import type { SelfUser } from '../../../contract/users';
import { AUTH_TEXT } from '../../../contract/messages';
import { useSignOut } from './api';
import { UserSummary } from './user-summary';

/** §2: what /auth/signin shows to a member who is already signed in. */
export function SignedInCard({ user }: { user: SelfUser }) {
  const signOut = useSignOut();
  return (
    <Stack gap="md">
      <UserSummary
        fullName={user.fullName}
        username={user.username}
        pictureUrl={user.profilePicture?.url}
      >
        <Text size="sm" truncate>
          {user.email}
        </Text>
      </UserSummary>
      <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
        {/* The screen's heading: what it says of the member, as it looks. */}
        <Text component="h1" size="sm" fw={600} m={0}>
          {AUTH_TEXT.loggedIn}
        </Text>
      </Alert>
      <Button
        variant="default"
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={() => signOut.mutate()}
        loading={signOut.isPending}
      >
        {AUTH_TEXT.logout}
      </Button>
    </Stack>
  );
}
