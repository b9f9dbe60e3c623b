import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { emailSchema } from '../../../contract/auth';
import { OTP_LENGTH } from '../../../contract/constants';
import { AUTH_TEXT } from '../../../contract/messages';
import { useResendCode, useVerifyEmail } from './api';
import { errorMessage } from './auth-helpers';
import { ErrorAlert } from './error-alert';

interface VerifyEmailCardProps {
  /** The address the code went to; without it the member types it in. */
  email?: string;
  /** Right after signup the address is known and fixed; on /auth/verify it can be edited. */
  emailEditable?: boolean;
  onVerified: (email: string) => void;
}

/** Signup step 4 and /auth/verify (§2, §4): enter the 6-character code sent by e-mail. */
export function VerifyEmailCard({
  email: given = '',
  emailEditable,
  onVerified,
}: VerifyEmailCardProps) {
  const [emailInput, setEmailInput] = useState(given);
  const [code, setCode] = useState('');
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const parsedEmail = emailSchema.safeParse(emailEditable ? emailInput : given);
  const email = parsedEmail.success ? parsedEmail.data : null;
  // §5: Verify is enabled only when the code has 6 characters.
  const canVerify = code.length === OTP_LENGTH && email !== null && !verify.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canVerify || !email) return;
    verify.mutate({ email, otp: code }, { onSuccess: () => onVerified(email) });
  };
  const sendNewCode = () => {
    if (!email) return;
    verify.reset();
    resend.mutate(email);
  };
  const failure = verify.isError ? errorMessage(verify.error) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2}>{AUTH_TEXT.verifyTitle}</Title>
        <Text size="sm">{emailEditable ? AUTH_TEXT.verifyIntro : AUTH_TEXT.codeSentTo(given)}</Text>
        {emailEditable && (
          <TextInput
            label={AUTH_TEXT.labels.email}
            type="email"
            value={emailInput}
            onChange={(event) => {
              setEmailInput(event.currentTarget.value);
              resend.reset();
            }}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
        <TextInput
          label={AUTH_TEXT.labels.code}
          value={code}
          // Codes are pasted from e-mails with spaces in and around them, so no maxLength:
          // the browser would cut the pasted text before the spaces are taken out.
          onChange={(event) =>
            setCode(event.currentTarget.value.replace(/\s/g, '').slice(0, OTP_LENGTH))
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={!emailEditable || given !== ''}
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
        />
        {failure !== null && (
          <ErrorAlert title={AUTH_TEXT.somethingWrong}>
            {failure !== AUTH_TEXT.somethingWrong ? failure : null}
          </ErrorAlert>
        )}
        {resend.isSuccess && email && (
          <Text size="sm" c="var(--mantine-color-teal-text)" role="status">
            {AUTH_TEXT.newCodeSent(email)}
          </Text>
        )}
        {resend.isError && <ErrorAlert>{errorMessage(resend.error)}</ErrorAlert>}
        <Button type="submit" disabled={!canVerify} loading={verify.isPending}>
          {AUTH_TEXT.verify}
        </Button>
        <Button
          variant="subtle"
          onClick={sendNewCode}
          disabled={!email || resend.isPending}
          loading={resend.isPending}
        >
          {AUTH_TEXT.sendNewCode}
        </Button>
      </Stack>
    </form>
  );
}
