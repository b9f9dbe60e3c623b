import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CODE_ERROR, validEmail } from '../../../contract/auth-constants';
import { OTP_LENGTH } from '../../../contract/constants';
import { AUTH_TEXT } from '../../../contract/messages';
import { ApiError } from '../../lib/api-client';
import { useResendCode, useVerifyEmail } from './api';
import { errorMessage } from '../../lib/errors';
import { resendAllowedAt } from './code-sent';
import { ErrorAlert } from '../../components/error-alert';
import { ResendCodeButton } from './resend-code-button';

interface VerifyEmailCardProps {
  /** The address the code went to; without it the member types it in. */
  email?: string;
  /** Right after signup the address is known and fixed; on /auth/verify it can be edited. */
  emailEditable?: boolean;
  /** When the code was sent, if it was just now: "Send a new code" counts down from it. */
  sentAt?: number;
  /** Verifying runs on while this is pending (e.g. signing the member in). */
  finishing?: boolean;
  onVerified: (email: string) => void;
}

const CODE_REASONS: readonly string[] = Object.values(CODE_ERROR);

/**
 * What was wrong with the code (wrong, expired, too many tries), said on its field; null for
 * any other failure, which gets §8's alert.
 */
function codeProblem(error: unknown): string | null {
  return error instanceof ApiError && error.code && CODE_REASONS.includes(error.code)
    ? error.message
    : null;
}

/** Signup step 4 and /auth/verify (§2, §4): enter the 6-character code sent by e-mail. */
export function VerifyEmailCard({
  email: given = '',
  emailEditable,
  sentAt: firstSentAt,
  finishing = false,
  onVerified,
}: VerifyEmailCardProps) {
  const [emailInput, setEmailInput] = useState(given);
  const [code, setCode] = useState('');
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const email = validEmail(emailEditable ? emailInput : given);
  const busy = verify.isPending || finishing;
  // §5: Verify is enabled only when the code has 6 characters.
  const canVerify = code.length === OTP_LENGTH && email !== null && !busy;
  const sentAt = resend.data?.sentAt ?? firstSentAt ?? 0;

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
  const codeError = verify.isError ? codeProblem(verify.error) : null;
  // §8: a failure that is not about the code keeps the spec's alert.
  const failure = verify.isError && codeError === null ? errorMessage(verify.error) : null;

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
          onChange={(event) => {
            setCode(event.currentTarget.value.replace(/\s/g, '').slice(0, OTP_LENGTH));
            if (codeError) verify.reset();
          }}
          error={codeError}
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
        {resend.data && !resend.data.recent && email && (
          <Text size="sm" c="var(--mantine-color-teal-text)" role="status">
            {AUTH_TEXT.newCodeSent(email)}
          </Text>
        )}
        {resend.isError && <ErrorAlert>{errorMessage(resend.error)}</ErrorAlert>}
        <Button type="submit" disabled={!canVerify} loading={busy}>
          {AUTH_TEXT.verify}
        </Button>
        <ResendCodeButton
          allowedAt={resendAllowedAt(sentAt)}
          pending={resend.isPending}
          disabled={!email}
          onClick={sendNewCode}
        />
      </Stack>
    </form>
  );
}
