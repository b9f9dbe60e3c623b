import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XSRF_COOKIE } from '../../../contract/constants';
import { CODE_ERROR } from '../../../contract/auth';
import { AUTH_TEXT, REPLY, SERVER_MESSAGE, VALIDATION } from '../../../contract/messages';
import { ResetPasswordForm } from './reset-password-form';
import { ResetPasswordScreen } from './reset-password-screen';
import { renderAuth } from '../../testing/render-auth';

const L = AUTH_TEXT.labels;
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);
const field = (label: string) => screen.getByLabelText(labelled(label));

async function fill(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
  await user.tab();
}

describe('reset password form', { timeout: 20_000 }, () => {
  it('says the reset must be done within 5 minutes and starts without errors', async () => {
    renderAuth(<ResetPasswordForm username="rahim.rides" onDone={vi.fn()} />);
    expect(await screen.findByText(AUTH_TEXT.resetWithin)).toBeInTheDocument();
    expect(field(L.code)).toBeInTheDocument();
    expect(field(L.newPassword)).toBeInTheDocument();
    expect(field(L.retypePassword)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AUTH_TEXT.resetPassword })).toBeDisabled();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('shows the §5 password messages and enables Reset Password only when valid', async () => {
    const { user } = renderAuth(<ResetPasswordForm username="rahim.rides" onDone={vi.fn()} />);
    await screen.findByText(AUTH_TEXT.resetWithin);
    const submit = screen.getByRole('button', { name: AUTH_TEXT.resetPassword });
    await fill(user, L.code, '123');
    await fill(user, L.newPassword, 'short');
    await fill(user, L.retypePassword, 'other');
    expect(screen.getByText(VALIDATION.otp)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.password)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.retypePassword)).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await fill(user, L.code, '123456');
    await fill(user, L.newPassword, 'pedal-hard-2024');
    await fill(user, L.retypePassword, 'pedal-hard-2024');
    expect(screen.queryByText(VALIDATION.password)).not.toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.retypePassword)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });
});

describe('reset password screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // With the anti-forgery cookie present, the code request is the only request made.
    document.cookie = `${XSRF_COOKIE}=test`;
    localStorage.clear();
  });
  afterEach(() => {
    document.cookie = `${XSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    vi.unstubAllGlobals();
  });

  it('asks for one code on entry, even when React mounts it twice', async () => {
    const fetchMock = vi.fn((_input: RequestInfo | URL) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderAuth(<ResetPasswordScreen username="rahim.rides" />);
    expect(await screen.findByText(AUTH_TEXT.sendingVerification)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/auth/forgotPassword?username=rahim.rides',
    );
  });

  it('shows Error:, the reason and Please contact the developer. when it fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderAuth(<ResetPasswordScreen username="rahim.rides" />);
    expect(await screen.findByText(AUTH_TEXT.errorPrefix)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXT.noConnection)).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXT.contactDeveloper)).toBeInTheDocument();
    expect(screen.queryByLabelText(labelled(L.code))).not.toBeInTheDocument();
  });

  it('keeps the form for a code this device asked for, mailing none, and counts down', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('reset-code-sent:rahim.rides', String(Date.now() - 20_000));
    renderAuth(<ResetPasswordScreen username="rahim.rides" />);
    expect(await screen.findByText(AUTH_TEXT.codeAlreadySent)).toBeInTheDocument();
    expect(field(L.code)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_TEXT.sendingVerification)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send a new code in 0:(39|40)$/ })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the form when the server sent a code moments ago, counting down from its wait', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            message: SERVER_MESSAGE.codeResendTooSoon,
            code: CODE_ERROR.recentlySent,
            retryAfterSeconds: 42,
          },
          { status: 429 },
        ),
      ),
    );
    renderAuth(<ResetPasswordScreen username="rahim.rides" />);
    expect(await screen.findByText(AUTH_TEXT.codeAlreadySent)).toBeInTheDocument();
    expect(field(L.code)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_TEXT.errorPrefix)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send a new code in 0:4[12]$/ })).toBeDisabled();
  });

  it('sends a new code once the minute is over, and says the one before no longer works', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(REPLY.emailSent, { headers: { 'content-type': 'text/plain' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('reset-code-sent:rahim.rides', String(Date.now() - 70_000));
    const { user } = renderAuth(<ResetPasswordScreen username="rahim.rides" />);
    await user.click(await screen.findByRole('button', { name: AUTH_TEXT.sendNewCode }));
    expect(await screen.findByText(AUTH_TEXT.newResetCodeSent)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/auth/forgotPassword?username=rahim.rides',
    );
    expect(screen.getByRole('button', { name: /^Send a new code in (1:00|0:59)$/ })).toBeDisabled();
    expect(field(L.code)).toBeInTheDocument();
  });
});
