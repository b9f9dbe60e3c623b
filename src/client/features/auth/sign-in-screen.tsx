import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { IdentifiedUser } from '../../../contract/users';
import { AUTH_TEXT } from '../../../contract/messages';
import { currentUserQuery } from '../../lib/current-user';
import { IdentifierStep } from './identifier-step';
import { PasswordStep } from './password-step';
import { SignedInCard } from './signed-in-card';
import { AUTH_SCREEN_TEXT } from './texts';

/** /auth/signin (§2): two steps, or the signed-in card for a member who already is. */
export function SignInScreen({
  redirect,
  identifier: given = '',
}: {
  redirect?: string;
  /** The username or e-mail to start step 1 with. */
  identifier?: string;
}) {
  const me = useQuery(currentUserQuery);
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState(given);
  const [found, setFound] = useState<IdentifiedUser | null>(null);

  if (me.isPending) {
    return (
      <Stack aria-busy="true" aria-label={AUTH_SCREEN_TEXT.loading}>
        <Skeleton height={64} circle />
        <Skeleton height={16} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (me.data) return <SignedInCard user={me.data} />;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {AUTH_TEXT.signInTitle}
      </Title>
      {found ? (
        <PasswordStep
          user={found}
          identifier={identifier}
          onBack={() => setFound(null)}
          onSignedIn={() =>
            void (redirect ? navigate({ href: redirect }) : navigate({ to: '/home' }))
          }
        />
      ) : (
        <IdentifierStep
          defaultIdentifier={identifier}
          onFound={(user, typed) => {
            setIdentifier(typed);
            setFound(user);
          }}
        />
      )}
      <Text size="sm" ta="center">
        {AUTH_TEXT.newHere}{' '}
        <Anchor component={Link} to="/auth/signup" fw={600}>
          {AUTH_TEXT.signUp}
        </Anchor>
      </Text>
    </Stack>
  );
}
