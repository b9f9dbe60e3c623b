/**
 * A member who forgot their password gets a code by e-mail from the sign-in screen, sets a new
 * password, and from then on only the new one works (§2, §4, §8).
 */
import { expect, test } from './fixtures';
import { holdRequests } from './support/hold';
import { mailbox } from './support/mailbox';
import { xsrfHeader } from './support/members';
import { ResetPage } from './pages/reset-page';
import { TEXT } from './support/spec-texts';
import { saveShot } from './support/shots';

test(
  'a forgotten password is reset with the e-mailed code',
  { tag: '@tablet' },
  async ({ page, member, signInPage, resetPage, navbar }) => {
    await signInPage.goto();
    await signInPage.enterIdentifier(member.username);
    await expect(signInPage.password).toBeVisible();

    // Hold the request for the code so the spinner is seen however fast the server answers.
    const sendCode = await holdRequests(page, /\/api\/auth\/forgotPassword\?/);
    const mark = await mailbox.mark();
    await signInPage.forgotPassword.click();
    await expect(page).toHaveURL(new RegExp(`/auth/resetpass/${member.username}$`));
    await expect(resetPage.sending).toBeVisible();
    sendCode.release();
    await expect(resetPage.sending).toBeHidden();
    await expect(resetPage.resetButton).toBeVisible();
    await expect(resetPage.within5Minutes).toBeVisible();

    const code = await mailbox.codeFor(member.email, mark);
    const newPassword = `${member.password}-new`;
    await resetPage.reset(code, newPassword);
    // §2: a successful reset leads to /auth (which itself goes on to /auth/signin).
    await expect(page).toHaveURL(/\/auth(\/signin)?$/);

    // The old password no longer works, and the server says why.
    await signInPage.goto();
    await signInPage.enterIdentifier(member.username);
    const refused = page.waitForResponse(/\/api\/auth\/login$/);
    await signInPage.enterPassword(member.password);
    const response = await refused;
    expect(response.ok()).toBe(false);
    const { message } = (await response.json()) as { message: string };
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await navbar.expectSignedOut();

    await signInPage.signIn(member.username, newPassword);
    await navbar.expectSignedInAs(member.username);
  },
);

test('a wrong code does not change the password', async ({ page, member, resetPage }) => {
  const mark = await mailbox.mark();
  await resetPage.goto(member.username);
  await expect(resetPage.resetButton).toBeVisible();
  const code = await mailbox.codeFor(member.email, mark);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await resetPage.reset(wrong, `${member.password}-new`);
  await expect(page.getByText(TEXT.resetFailed)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth/resetpass/${member.username}$`));
});

test('opened again within the minute, the form takes the code already sent', async ({
  browser,
  baseURL,
  member,
  resetPage,
}) => {
  const mark = await mailbox.mark();
  await resetPage.goto(member.username);
  await expect(resetPage.resetButton).toBeVisible();
  const code = await mailbox.codeFor(member.email, mark);

  // On another device (no memory of the first visit): the server sent a code moments ago.
  const other = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const again = await other.newPage();
  await again.goto(`/auth/resetpass/${member.username}`);
  const secondVisit = new ResetPage(again);
  await expect(again.getByText('We e-mailed you a code a moment ago')).toBeVisible();
  await expect(again.getByText('Please wait a minute')).toHaveCount(0);
  const resend = again.getByRole('button', { name: /^Send a new code in \d:\d\d$/ });
  await expect(resend).toBeDisabled();
  await saveShot(again, { path: `test-results/reset-again-${again.viewportSize()?.width}.png` });

  const newPassword = `${member.password}-again`;
  await secondVisit.reset(code, newPassword);
  await expect(again).toHaveURL(/\/auth(\/signin)?$/);
  await other.close();
});

test('a device signed in before a reset elsewhere is told why it is signed out', async ({
  page,
  request,
  member,
  signInPage,
  navbar,
}) => {
  await signInPage.signIn(member.username, member.password);
  await navbar.expectSignedInAs(member.username);

  // Elsewhere, the member resets the password with the e-mailed code.
  const mark = await mailbox.mark();
  const headers = await xsrfHeader(request);
  const asked = await request.post(`/api/auth/forgotPassword?username=${member.username}`, {
    headers,
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  const otp = await mailbox.codeFor(member.email, mark);
  const newPassword = `${member.password}-elsewhere`;
  const reset = await request.post('/api/auth/resetPassword', {
    headers,
    data: { username: member.username, otp, password: newPassword, retypePassword: newPassword },
  });
  expect(reset.ok(), await reset.text()).toBeTruthy();

  await page.reload();
  const notice = page.getByRole('status').filter({ hasText: 'You are signed out' });
  await expect(notice).toContainText('Your password was changed');
  await navbar.expectSignedOut();
  await saveShot(page, { path: `test-results/signed-out-why-${page.viewportSize()?.width}.png` });
});
