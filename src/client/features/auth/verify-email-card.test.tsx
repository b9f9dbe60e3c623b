import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TEXT } from '../../../contract/messages';
import { renderAuth } from '../../testing/render-auth';
import { VerifyEmailCard } from './verify-email-card';

const verifyButton = () => screen.getByRole('button', { name: AUTH_TEXT.verify });
const codeInput = () => screen.getByLabelText(AUTH_TEXT.labels.code);

describe('verify e-mail card', { timeout: 20_000 }, () => {
  it('after signup: names the address and enables Verify only at 6 characters', async () => {
    const { user } = renderAuth(<VerifyEmailCard email="rahim@example.org" onVerified={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: AUTH_TEXT.verifyTitle })).toBeInTheDocument();
    expect(screen.getByText(AUTH_TEXT.codeSentTo('rahim@example.org'))).toBeInTheDocument();
    expect(screen.queryByLabelText(AUTH_TEXT.labels.email)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: AUTH_TEXT.sendNewCode })).toBeEnabled();

    expect(verifyButton()).toBeDisabled();
    await user.type(codeInput(), '12345');
    expect(verifyButton()).toBeDisabled();
    await user.type(codeInput(), '6');
    expect(verifyButton()).toBeEnabled();
    // The field takes no more than the code's length.
    await user.type(codeInput(), '7');
    expect(codeInput()).toHaveValue('123456');
    await user.type(codeInput(), '{Backspace}');
    expect(verifyButton()).toBeDisabled();
  });

  it('ignores spaces pasted with the code', async () => {
    const { user } = renderAuth(<VerifyEmailCard email="rahim@example.org" onVerified={vi.fn()} />);
    await user.click(await screen.findByLabelText(AUTH_TEXT.labels.code));
    await user.paste(' 123 456');
    expect(codeInput()).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it('standalone: takes the e-mail, pre-filled, and needs a valid one', async () => {
    const { user } = renderAuth(
      <VerifyEmailCard email="rahim@example.org" emailEditable onVerified={vi.fn()} />,
    );
    const email = await screen.findByLabelText(AUTH_TEXT.labels.email);
    expect(email).toHaveValue('rahim@example.org');
    await user.type(codeInput(), '123456');
    expect(verifyButton()).toBeEnabled();

    await user.clear(email);
    await user.type(email, 'not-an-address');
    expect(verifyButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: AUTH_TEXT.sendNewCode })).toBeDisabled();
  });
});
