import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock } from 'vitest';
import { vi } from 'vitest';
import { AUTH_TEXT, VALIDATION } from '../../../contract/messages';
import { SignupScreen } from './signup-screen';
import { calledUrls, renderAuth, stubFetchWithFreeNames } from '../../testing/render-auth';

const L = AUTH_TEXT.labels;
let fetchMock: Mock;

beforeEach(() => {
  fetchMock = stubFetchWithFreeNames();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const nextButton = () => screen.getByRole('button', { name: AUTH_TEXT.next });
// Labels of required fields end in an asterisk that screen readers do not hear.
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);
const field = (label: string) => screen.getByLabelText(labelled(label));

async function fill(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
  await user.tab();
}

async function completeStep1(user: UserEvent) {
  await fill(user, L.fullName, 'Rahim Uddin');
  await fill(user, L.username, 'rahim.rides');
  await fill(user, L.email, 'rahim@example.org');
  await waitFor(() => expect(nextButton()).toBeEnabled(), { timeout: 3000 });
  await user.click(nextButton());
  await screen.findByText(AUTH_TEXT.stepsProgress(2, 3));
}

async function completeStep2(user: UserEvent) {
  await fill(user, L.phoneNumber, '01712345678');
  await fill(user, L.address, '12 Lake Road, Dhanmondi');
  await fill(user, L.dob, '2000-05-17');
  await waitFor(() => expect(nextButton()).toBeEnabled());
  await user.click(nextButton());
  await screen.findByText(AUTH_TEXT.stepsProgress(3, 3));
}

describe('signup screen', { timeout: 30_000 }, () => {
  it('starts on step 1 of 3 with a progress bar, no errors and Next disabled', async () => {
    renderAuth(<SignupScreen />);
    expect(await screen.findByText('1/3 steps')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(field(L.fullName)).toBeInTheDocument();
    expect(field(L.username)).toBeInTheDocument();
    expect(field(L.email)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: AUTH_TEXT.back })).not.toBeInTheDocument();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('shows the §5 messages of step 1 on bad input, and none once a field is emptied', async () => {
    const { user } = renderAuth(<SignupScreen />);
    await screen.findByText('1/3 steps');
    await fill(user, L.fullName, 'Al');
    await fill(user, L.username, 'abc');
    await fill(user, L.email, 'rahim@');
    expect(screen.getByText(VALIDATION.fullName)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.username)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.email)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    await user.clear(field(L.fullName));
    await user.tab();
    expect(screen.queryByText(VALIDATION.fullName)).not.toBeInTheDocument();
    // An invalid value is never sent to the server to check.
    expect(calledUrls(fetchMock)).toEqual([]);
  });

  it('does not move on while step 1 is invalid, even on Enter', async () => {
    const { user } = renderAuth(<SignupScreen />);
    await screen.findByText('1/3 steps');
    await fill(user, L.fullName, 'Rahim Uddin');
    await user.type(field(L.username), 'abc{Enter}');
    expect(screen.getByText('1/3 steps')).toBeInTheDocument();
  });

  it('checks availability once per settled value and then moves to step 2; Back returns', async () => {
    const { user } = renderAuth(<SignupScreen />);
    await screen.findByText('1/3 steps');
    await completeStep1(user);
    // Debounced: one request per field, not one per keystroke.
    const urls = calledUrls(fetchMock);
    expect(urls.filter((url) => url.includes('checkUsernameAvailability'))).toEqual([
      '/api/auth/checkUsernameAvailability?username=rahim.rides',
    ]);
    expect(urls.filter((url) => url.includes('checkEmailAvailability'))).toEqual([
      '/api/auth/checkEmailAvailability?email=rahim%40example.org',
    ]);
    expect(field(L.phoneNumber)).toBeInTheDocument();
    expect(field(L.address)).toBeInTheDocument();
    expect(field(L.dob)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: AUTH_TEXT.back }));
    expect(screen.getByText('1/3 steps')).toBeInTheDocument();
    expect(field(L.username)).toHaveValue('rahim.rides');
  });

  it('keeps Next disabled while availability cannot be checked (offline)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderAuth(<SignupScreen />);
    await screen.findByText('1/3 steps');
    await fill(user, L.fullName, 'Rahim Uddin');
    await fill(user, L.username, 'rahim.rides');
    await fill(user, L.email, 'rahim@example.org');
    await waitFor(
      () => expect(screen.getAllByText(AUTH_TEXT.availabilityUnknown)).toHaveLength(2),
      { timeout: 3000 },
    );
    expect(screen.getAllByRole('button', { name: AUTH_TEXT.checkAgain })).toHaveLength(2);
    expect(nextButton()).toBeDisabled();
    await user.click(nextButton());
    expect(screen.getByText('1/3 steps')).toBeInTheDocument();
  });

  it('shows the §5 messages of step 2 and gates Next on them', async () => {
    const { user } = renderAuth(<SignupScreen />);
    await screen.findByText('1/3 steps');
    await completeStep1(user);
    await fill(user, L.phoneNumber, '12345');
    await fill(user, L.address, 'Short');
    await fill(user, L.dob, `${new Date().getFullYear() - 5}-01-01`);
    expect(screen.getByText(VALIDATION.phone)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.address)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.dob)).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    await completeStep2(user);
    expect(screen.queryByText(VALIDATION.phone)).not.toBeInTheDocument();
  });

  it('shows the §5 messages of step 3, gates Sign Up, and goes Back to step 2', async () => {
    const { user } = renderAuth(<SignupScreen />);
    await screen.findByText('1/3 steps');
    await completeStep1(user);
    await completeStep2(user);
    const signUp = screen.getByRole('button', { name: AUTH_TEXT.signUpButton });
    const gender = field(L.gender);
    expect(Array.from((gender as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Select',
      'Male',
      'Female',
      'Not specified',
    ]);
    expect(screen.queryByText(VALIDATION.gender)).not.toBeInTheDocument();

    await user.click(gender);
    await user.tab();
    expect(await screen.findByText(VALIDATION.gender)).toBeInTheDocument();
    await fill(user, L.password, 'short');
    expect(screen.getByText(VALIDATION.password)).toBeInTheDocument();
    await fill(user, L.retypePassword, 'different');
    expect(screen.getByText(VALIDATION.retypePassword)).toBeInTheDocument();
    expect(signUp).toBeDisabled();

    await user.selectOptions(gender, 'FEMALE');
    await fill(user, L.password, 'pedal-hard-2024');
    await fill(user, L.retypePassword, 'pedal-hard-2024');
    expect(screen.queryByText(VALIDATION.gender)).not.toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.password)).not.toBeInTheDocument();
    expect(screen.queryByText(VALIDATION.retypePassword)).not.toBeInTheDocument();
    expect(signUp).toBeEnabled();

    await user.click(screen.getByRole('button', { name: AUTH_TEXT.back }));
    expect(screen.getByText('2/3 steps')).toBeInTheDocument();
    expect(field(L.phoneNumber)).toHaveValue('01712345678');
  });
});
