import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AVATAR_URL } from '../../../contract/constants';
import { AUTH_TEXT, VALIDATION } from '../../../contract/messages';
import type { SelfUser } from '../../../contract/users';
import { authKeys } from '../../lib/current-user';
import { PasswordStep } from './password-step';
import { SignInScreen } from './sign-in-screen';
import { renderAuth, testQueryClient } from '../../testing/render-auth';

afterEach(() => {
  vi.unstubAllGlobals();
});

const member: SelfUser = {
  id: 7,
  username: 'rahim.rides',
  fullName: 'Rahim Uddin',
  uniqueName: 'rahim-uddin',
  email: 'rahim@example.org',
  profilePicture: null,
  coverPicture: null,
  roles: [{ name: 'ROLE_USER' }],
  role: 'ROLE_USER',
  createdAt: '2026-01-01T00:00:00.000Z',
  accountStatus: 'active',
  lastLogin: null,
  canManageUsers: false,
  canDeletePosts: false,
  contact: '01712345678',
  address: '12 Lake Road, Dhanmondi',
  dob: '2000-05-17',
  gender: 'MALE',
  paymentMethod: null,
  language: null,
};

describe('sign-in screen', { timeout: 20_000 }, () => {
  it('step 1 asks for the username or e-mail and never looks up a blank one', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderAuth(<SignInScreen />);
    const identifier = await screen.findByLabelText(AUTH_TEXT.identifierLabel);
    const next = screen.getByRole('button', { name: AUTH_TEXT.next });
    expect(next).toBeDisabled();
    await user.type(identifier, '   {Enter}');
    expect(next).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(identifier).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(VALIDATION.identifierInvalid)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: AUTH_TEXT.signUp })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
  });

  it('says so when the server cannot be reached, and stays on step 1', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderAuth(<SignInScreen />);
    await user.type(await screen.findByLabelText(AUTH_TEXT.identifierLabel), 'rahim.rides');
    await user.click(screen.getByRole('button', { name: AUTH_TEXT.next }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXT.noConnection);
    expect(screen.queryByLabelText(AUTH_TEXT.labels.password)).not.toBeInTheDocument();
  });

  it('shows the signed-in card to a member who is signed in', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(authKeys.me, member);
    renderAuth(<SignInScreen />, { queryClient });
    expect(await screen.findByText(AUTH_TEXT.loggedIn)).toBeInTheDocument();
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByText('@rahim.rides')).toBeInTheDocument();
    expect(screen.getByText('rahim@example.org')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rahim Uddin' })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR_URL,
    );
    expect(screen.getByRole('button', { name: AUTH_TEXT.logout })).toBeInTheDocument();
    expect(screen.queryByLabelText(AUTH_TEXT.identifierLabel)).not.toBeInTheDocument();
  });
});

describe('sign-in password step', { timeout: 20_000 }, () => {
  const found = { username: 'rahim.rides', fullName: 'Rahim Uddin', profilePicture: null };

  it('greets the found member and offers password, remember-me, reset and Back', async () => {
    const onBack = vi.fn();
    const { user } = renderAuth(
      <PasswordStep user={found} identifier="rahim.rides" onBack={onBack} onSignedIn={vi.fn()} />,
    );
    expect(await screen.findByText(VALIDATION.identifierFound)).toBeInTheDocument();
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByText('@rahim.rides')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rahim Uddin' })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR_URL,
    );
    expect(screen.getByRole('checkbox', { name: AUTH_TEXT.rememberMe })).toBeChecked();
    expect(screen.getByRole('link', { name: AUTH_TEXT.forgotPassword })).toHaveAttribute(
      'href',
      '/auth/resetpass/rahim.rides',
    );

    const login = screen.getByRole('button', { name: AUTH_TEXT.login });
    expect(login).toBeDisabled();
    const password = screen.getByLabelText(AUTH_TEXT.labels.password);
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'pedal-hard-2024');
    expect(login).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Toggle password visibility' }));
    await waitFor(() => expect(password).toHaveAttribute('type', 'text'));

    await user.click(screen.getByRole('button', { name: AUTH_TEXT.back }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('uses the picture of the member when there is one', async () => {
    renderAuth(
      <PasswordStep
        user={{ ...found, profilePicture: { url: '/media/p/7-160.webp' } }}
        identifier="rahim.rides"
        onBack={vi.fn()}
        onSignedIn={vi.fn()}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Rahim Uddin' })).toHaveAttribute(
      'src',
      '/media/p/7-160.webp',
    );
  });
});
