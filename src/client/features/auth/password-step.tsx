import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { REMEMBER_ME_DEFAULT } from '../../../contract/constants';
import type { IdentifiedUser } from '../../../contract/users';
import { AUTH_TEXT, VALIDATION } from '../../../contract/messages';
import { useSignIn } from './api';
import { LoginError } from './login-error';
import { UserSummary } from './user-summary';
import { VerifyEmailCard } from './verify-email-card';

interface PasswordStepProps {
  user: IdentifiedUser;
  identifier: string;
  onBack: () => void;
  onSignedIn: () => void;
}

/**
 * Sign-in step 2 (§2): the found member, their password, and remember-me (§4). An account not
 * verified yet verifies its e-mail here, and is then signed in with the password just typed.
 */
export function PasswordStep({ user, identifier, onBack, onSignedIn }: PasswordStepProps) {
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(REMEMBER_ME_DEFAULT);
  const [verifying, setVerifying] = useState<{ email: string; sentAt?: number } | null>(null);
  const signIn = useSignIn();

  const signInNow = () =>
    signIn.mutate(
      { username: user.username, password, rememberMe },
      { onSuccess: () => onSignedIn(), onSettled: () => setVerifying(null) },
    );

  if (verifying) {
    return (
      <VerifyEmailCard
        email={verifying.email}
        sentAt={verifying.sentAt}
        finishing={signIn.isPending}
        onVerified={signInNow}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || signIn.isPending) return;
    signInNow();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <UserSummary
          fullName={user.fullName}
          username={user.username}
          pictureUrl={user.profilePicture?.url}
        >
          <Group gap={4} c="var(--mantine-color-teal-text)" wrap="nowrap">
            <IconCircleCheck size={16} aria-hidden />
            <Text size="sm" c="inherit" role="status">
              {VALIDATION.identifierFound}
            </Text>
          </Group>
        </UserSummary>
        {/* The username travels with the password so password managers file them together. */}
        <input type="hidden" name="username" value={user.username} autoComplete="username" />
        <PasswordInput
          label={AUTH_TEXT.labels.password}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            if (signIn.isError) signIn.reset();
          }}
          autoComplete="current-password"
          visibilityToggleFocusable
          autoFocus
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label={AUTH_TEXT.rememberMe}
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.currentTarget.checked)}
          />
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link
                to="/auth/resetpass/$username"
                params={{ username: user.username }}
                {...props}
              />
            )}
          >
            {AUTH_TEXT.forgotPassword}
          </Anchor>
        </Group>
        {signIn.isError && (
          <LoginError
            error={signIn.error}
            identifier={identifier}
            onVerify={(email, sent) => setVerifying({ email, sentAt: sent?.sentAt })}
          />
        )}
        <Group justify="space-between" grow>
          <Button variant="default" onClick={onBack} disabled={signIn.isPending}>
            {AUTH_TEXT.back}
          </Button>
          <Button type="submit" disabled={!password || signIn.isPending}>
            {signIn.isPending ? AUTH_TEXT.signingIn : AUTH_TEXT.login}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
