/**
 * The end of sign-up from the sign-in screen: an unverified account's right password leads to
 * the code's form with the address filled in (the server names it), a code is sent at once,
 * and once verified the member is signed in with the password already typed. A wrong code is
 * said to be wrong on its field; only a real failure gets §8's alert.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_ERROR } from '../../../contract/auth';
import { XSRF_COOKIE } from '../../../contract/constants';
import { AUTH_TEXT, SERVER_MESSAGE } from '../../../contract/messages';
import { fakeApi } from '../../testing/fake-api';
import { PasswordStep } from './password-step';
import { renderAuth } from '../../testing/render-auth';
import { VerifyEmailCard } from './verify-email-card';

const rahim = { username: 'rahim.rides', fullName: 'Rahim Uddin', profilePicture: null };
const signedIn = {
  jwtToken: 'token-1',
  user: { id: 5, username: 'rahim.rides', fullName: 'Rahim Uddin', roles: [] },
};

beforeEach(() => {
  document.cookie = `${XSRF_COOKIE}=test`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('verifying from the sign-in screen', { timeout: 20_000 }, () => {
  it('sends a code to the address the server names, then signs in with the typed password', async () => {
    let verified = false;
    const requests = fakeApi({
      'POST /api/auth/login': () =>
        verified
          ? { body: signedIn }
          : {
              status: 403,
              body: {
                statusCode: 403,
                error: 'Forbidden',
                message: SERVER_MESSAGE.notVerified,
                code: 'EMAIL_NOT_VERIFIED',
                email: 'rahim@example.org',
              },
            },
      'POST /api/auth/sendOtpToEmail': { body: 'email sent' },
      'POST /api/auth/verifyEmail': () => {
        verified = true;
        return { body: true };
      },
    });
    const onSignedIn = vi.fn();
    const { user } = renderAuth(
      <PasswordStep
        user={rahim}
        identifier="rahim.rides"
        onBack={vi.fn()}
        onSignedIn={onSignedIn}
      />,
    );
    await user.type(await screen.findByLabelText(AUTH_TEXT.labels.password), 'pedal-hard-2024');
    await user.click(screen.getByRole('button', { name: AUTH_TEXT.login }));
    await user.click(await screen.findByRole('button', { name: AUTH_TEXT.verifyEmailNow }));

    // The address is known: nobody retypes it, and the code went there at once.
    expect(await screen.findByText(AUTH_TEXT.codeSentTo('rahim@example.org'))).toBeInTheDocument();
    expect(screen.queryByLabelText(AUTH_TEXT.labels.email)).not.toBeInTheDocument();
    const sent = requests.find((r) => r.url.pathname === '/api/auth/sendOtpToEmail');
    expect(sent?.url.searchParams.get('email')).toBe('rahim@example.org');
    expect(screen.getByRole('button', { name: /^Send a new code in (1:00|0:59)$/ })).toBeDisabled();

    await user.type(screen.getByLabelText(AUTH_TEXT.labels.code), '123456');
    await user.click(screen.getByRole('button', { name: AUTH_TEXT.verify }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    const logins = requests.filter((r) => r.url.pathname === '/api/auth/login');
    expect(logins.map((r) => r.body)).toEqual([
      { username: 'rahim.rides', password: 'pedal-hard-2024' },
      { username: 'rahim.rides', password: 'pedal-hard-2024' },
    ]);
    expect(localStorage.getItem('token')).toBe('token-1');
  });
});

describe('a refused code', { timeout: 20_000 }, () => {
  const refuse = (status: number, body: object) =>
    fakeApi({ 'POST /api/auth/verifyEmail': { status, body } });

  it('says what was wrong with it on the code field, not "Something went wrong"', async () => {
    refuse(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: SERVER_MESSAGE.codeExpired,
      code: CODE_ERROR.expired,
      fieldErrors: { otp: SERVER_MESSAGE.codeExpired },
    });
    const { user } = renderAuth(<VerifyEmailCard email="rahim@example.org" onVerified={vi.fn()} />);
    await user.type(await screen.findByLabelText(AUTH_TEXT.labels.code), '123456');
    await user.click(screen.getByRole('button', { name: AUTH_TEXT.verify }));
    const code = screen.getByLabelText(AUTH_TEXT.labels.code);
    await waitFor(() => expect(code).toHaveAccessibleDescription(SERVER_MESSAGE.codeExpired));
    expect(screen.queryByText(AUTH_TEXT.somethingWrong)).not.toBeInTheDocument();
    // Typing a new code clears the reason.
    await user.type(code, '{Backspace}');
    expect(code).not.toHaveAccessibleDescription(SERVER_MESSAGE.codeExpired);
  });

  it("keeps §8's alert for a failure that is not about the code", async () => {
    refuse(500, {
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    const { user } = renderAuth(<VerifyEmailCard email="rahim@example.org" onVerified={vi.fn()} />);
    await user.type(await screen.findByLabelText(AUTH_TEXT.labels.code), '123456');
    await user.click(screen.getByRole('button', { name: AUTH_TEXT.verify }));
    expect(await screen.findByText(AUTH_TEXT.somethingWrong)).toBeInTheDocument();
  });
});
