import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { IdentifiedUser } from '../../../contract/users';
import { AUTH_TEXT, VALIDATION } from '../../../contract/messages';
import { useLookUpIdentifier } from './api';
import { errorMessage } from '../../lib/errors';
import { ErrorAlert } from '../../components/error-alert';
import { useFocusAfterPaint } from '../../lib/use-focus-after-paint';

interface IdentifierStepProps {
  defaultIdentifier: string;
  onFound: (user: IdentifiedUser, identifier: string) => void;
}

/** Sign-in step 1 (§2): who is signing in. */
export function IdentifierStep({ defaultIdentifier, onFound }: IdentifierStepProps) {
  const [identifier, setIdentifier] = useState(defaultIdentifier);
  // §4: the found-user flag is null (not asked yet), true or false.
  const [found, setFound] = useState<boolean | null>(null);
  const lookUp = useLookUpIdentifier();
  const trimmed = identifier.trim();
  const field = useFocusAfterPaint<HTMLInputElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // §5: a blank identifier is never looked up.
    if (!trimmed || lookUp.isPending) return;
    lookUp.mutate(trimmed, {
      onSuccess: (user) => {
        setFound(Boolean(user));
        if (user) onFound(user, trimmed);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={AUTH_TEXT.identifierLabel}
          value={identifier}
          onChange={(event) => {
            setIdentifier(event.currentTarget.value);
            setFound(null);
            lookUp.reset();
          }}
          error={found === false ? VALIDATION.identifierInvalid : undefined}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          ref={field}
        />
        {lookUp.isError && <ErrorAlert>{errorMessage(lookUp.error)}</ErrorAlert>}
        <Button type="submit" disabled={!trimmed || lookUp.isPending} fullWidth>
          {lookUp.isPending ? AUTH_TEXT.checking : AUTH_TEXT.next}
        </Button>
      </Stack>
    </form>
  );
}
