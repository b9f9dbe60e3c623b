import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XSRF_COOKIE } from '../../../contract/constants';
import { AUTH_TEXT, VALIDATION } from '../../../contract/messages';
import { ResetPasswordForm } from './reset-password-form';
import { ResetPasswordScreen } from './reset-password-screen';
import { renderAuth } from './test-utils';

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
});
