import { Anchor, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { SignupPayload } from '../../../contract/auth';
import { SIGNUP_STEP_FIELDS } from '../../../contract/auth-constants';
import { REMEMBER_ME_DEFAULT, SIGNUP_STEPS } from '../../../contract/constants';
import { AUTH_TEXT } from '../../../contract/messages';
import { ApiError } from '../../lib/api-client';
import { authKeys } from '../../lib/current-user';
import { useSignIn, useSignUp } from './api';
import { errorMessage } from '../../lib/errors';
import { ErrorAlert } from '../../components/error-alert';
import { SignupAccountStep } from './signup-account-step';
import { SignupContactStep } from './signup-contact-step';
import { EMPTY_SIGNUP, stepOfField, type SignupField, type SignupForm } from './signup-form';
import { SignupPasswordStep } from './signup-password-step';
import { useAvailability } from './use-availability';
import { signupResolver, useSignupCheck } from './use-signup-check';
import { VerifiedNotice } from './verified-notice';
import { VerifyEmailCard } from './verify-email-card';

/**
 * /auth/signup (§2, §4): three steps of details, then step 4, the e-mail code. A verified member
 * is signed in at once with the password just chosen and taken home; should that sign-in fail,
 * the Sign in button is one tap away, with the username filled in.
 */
export function SignupScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignupForm, unknown, SignupPayload>({
    resolver: signupResolver,
    mode: 'onTouched',
    defaultValues: EMPTY_SIGNUP,
  });
  const [step, setStep] = useState(0);
  const [codeSentTo, setCodeSentTo] = useState<{ email: string; sentAt: number } | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const signUp = useSignUp();
  const values = useWatch({ control: form.control });
  const check = useSignupCheck();
  const username = useAvailability('username', values.username, check);
  const email = useAvailability('email', values.email, check);
  const valid = check
    ? check.stepValidity(values, form.formState.errors, username, email)
    : SIGNUP_STEP_FIELDS.map(() => false);

  const next = async () => {
    const fieldsValid = await form.trigger([...(SIGNUP_STEP_FIELDS[step] ?? [])]);
    if (fieldsValid && valid[step]) setStep(step + 1);
  };

  const register = (payload: SignupPayload) => {
    signUp.mutate(payload, {
      onSuccess: (reply) =>
        setCodeSentTo({ email: reply?.email ?? payload.email, sentAt: Date.now() }),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const fields = Object.keys(error.fieldErrors).filter((field) => stepOfField(field) >= 0);
        for (const field of fields) {
          form.setError(field as SignupField, {
            type: 'server',
            message: error.fieldErrors[field],
          });
        }
        // A 409 means taken: remember it, so the field stays blocked and says why.
        if (error.status === 409 && fields.includes('username'))
          queryClient.setQueryData(authKeys.usernameFree(payload.username), false);
        if (error.status === 409 && fields.includes('email'))
          queryClient.setQueryData(authKeys.emailFree(payload.email), false);
        if (fields.length) setStep(Math.min(...fields.map(stepOfField)));
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field of steps 1 and 2 means Next, not Sign Up.
    if (step < SIGNUP_STEPS - 1) void next();
    else if (valid[step] && !signUp.isPending) void form.handleSubmit(register)(event);
  };

  const finish = () => {
    const { username, password } = form.getValues();
    const done = () => {
      // §4: after verification the form returns to step 1, empty.
      form.reset(EMPTY_SIGNUP);
      signUp.reset();
      setStep(0);
      setCodeSentTo(null);
    };
    signIn.mutate(
      { username, password, rememberMe: REMEMBER_ME_DEFAULT },
      {
        onSuccess: ({ reply }) => {
          done();
          notifications.show({ color: 'teal', message: AUTH_TEXT.welcome(reply.user.fullName) });
          void navigate({ to: '/home' });
        },
        onError: () => {
          done();
          setVerified(username);
        },
      },
    );
  };

  if (verified !== null) return <VerifiedNotice identifier={verified} />;
  if (codeSentTo) {
    return (
      <VerifyEmailCard
        email={codeSentTo.email}
        sentAt={codeSentTo.sentAt}
        finishing={signIn.isPending}
        onVerified={finish}
      />
    );
  }

  const serverFieldErrors =
    signUp.error instanceof ApiError && Object.keys(signUp.error.fieldErrors).length > 0;
  const failure = signUp.isError && !serverFieldErrors ? errorMessage(signUp.error) : null;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {AUTH_TEXT.signUpTitle}
          </Title>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {AUTH_TEXT.stepsProgress(step + 1, SIGNUP_STEPS)}
            </Text>
            <Progress
              value={((step + 1) / SIGNUP_STEPS) * 100}
              aria-label={AUTH_TEXT.stepsProgress(step + 1, SIGNUP_STEPS)}
              transitionDuration={200}
            />
          </Stack>
          {step === 0 && <SignupAccountStep username={username} email={email} />}
          {step === 1 && <SignupContactStep />}
          {step === 2 && <SignupPasswordStep />}
          {failure !== null && (
            <ErrorAlert title={AUTH_TEXT.somethingWrong}>
              {failure !== AUTH_TEXT.somethingWrong ? failure : null}
            </ErrorAlert>
          )}
          <Group justify="space-between">
            {step > 0 ? (
              <Button variant="default" onClick={() => setStep(step - 1)}>
                {AUTH_TEXT.back}
              </Button>
            ) : (
              <span />
            )}
            {step < SIGNUP_STEPS - 1 ? (
              // Distinct keys: were Next's element reused as Sign Up, the browser could treat
              // the click that leaves step 2 as a submit of step 3.
              <Button key="next" onClick={() => void next()} disabled={!valid[step]}>
                {AUTH_TEXT.next}
              </Button>
            ) : (
              <Button
                key="sign-up"
                type="submit"
                disabled={!valid[step]}
                loading={signUp.isPending}
              >
                {AUTH_TEXT.signUpButton}
              </Button>
            )}
          </Group>
          <Text size="sm" ta="center">
            {AUTH_TEXT.alreadyMember}{' '}
            <Anchor component={Link} to="/auth/signin" fw={600}>
              {AUTH_TEXT.signIn}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormProvider>
  );
}
