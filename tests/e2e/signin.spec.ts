/** The two-step sign-in (§2, §4, §8) with a member made for each test. */
import { expect, storedTokens, test } from './fixtures';
import { holdRequests } from './support/hold';
import { uniqueUsername } from './support/members';
import { MESSAGE, TEXT } from './support/spec-texts';

test('an unknown identifier is marked invalid and does not reach the password step', async ({
  page,
  signInPage,
}) => {
  await signInPage.goto();
  await signInPage.enterIdentifier(`${uniqueUsername()}@nowhere.example`);
  await expect(page.getByText(MESSAGE.identifierInvalid, { exact: true })).toBeVisible();
  await expect(signInPage.identifier).toHaveAttribute('aria-invalid', 'true');
  await expect(signInPage.password).toHaveCount(0);
});

test('the buttons say what is going on, Back returns to step 1, Sign up leads to signup', async ({
  page,
  member,
  signInPage,
  navbar,
}) => {
  await signInPage.goto();
  await signInPage.identifier.fill(member.email); // §2: a username or an e-mail address
  const lookUp = await holdRequests(page, /\/api\/auth\/getUserByIdentifier\?/);
  await signInPage.nextButton.click();
  await expect(signInPage.checkingButton).toBeVisible();
  lookUp.release();
  await expect(signInPage.password).toBeVisible();
  await expect(page.getByText(member.username).first()).toBeVisible();

  await signInPage.backButton.click();
  await expect(signInPage.password).toHaveCount(0);
  await expect(signInPage.identifier).toBeVisible();
  await signInPage.enterIdentifier(member.username);

  await signInPage.password.fill(member.password);
  const login = await holdRequests(page, /\/api\/auth\/login$/);
  await signInPage.loginButton.click();
  await expect(signInPage.signingInButton).toBeVisible();
  login.release();
  await navbar.expectSignedInAs(member.username);

  await navbar.signOut(member.username);
  await signInPage.goto();
  await signInPage.signUpLink.click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('a sign-out the server does not answer still signs the device out', async ({
  page,
  member,
  signInPage,
  navbar,
}) => {
  await signInPage.signIn(member.username, member.password);
  await navbar.expectSignedInAs(member.username);
  // A weak signal: the server never answers the sign-out.
  const signOut = await holdRequests(page, /\/api\/auth\/signout$/);
  await navbar.userMenu(member.username).click();
  await page.getByRole('menuitem', { name: TEXT.signOutItem }).click();
  await navbar.expectSignedOut();
  expect(await storedTokens(page)).toEqual({ local: null, session: null });
  await page.reload();
  await navbar.expectSignedOut();
  signOut.release();
});

test('without remember-me the session lasts for this tab only', async ({
  page,
  browser,
  context,
  member,
  signInPage,
  navbar,
}) => {
  await signInPage.signIn(member.username, member.password, { rememberMe: false });
  await navbar.expectSignedInAs(member.username);

  const tokens = await storedTokens(page);
  expect(tokens.session, 'the token is kept in sessionStorage').toBeTruthy();
  expect(tokens.local, 'nothing is kept in localStorage').toBeNull();

  // sessionStorage survives a reload of the same tab...
  await page.reload();
  await navbar.expectSignedInAs(member.username);

  // ...but a new tab of the same browser starts signed out, and so does a fresh browser.
  const otherTab = await context.newPage();
  await otherTab.goto('/intro');
  await expect(
    otherTab.getByRole('button', { name: TEXT.signedOutMenu, exact: true }),
  ).toBeVisible();
  expect(await storedTokens(otherTab)).toEqual({ local: null, session: null });
  await expect(otherTab.getByRole('button', { name: member.username })).toHaveCount(0);
  await otherTab.close();

  const freshContext = await browser.newContext();
  const freshPage = await freshContext.newPage();
  await freshPage.goto('/intro');
  await expect(
    freshPage.getByRole('button', { name: TEXT.signedOutMenu, exact: true }),
  ).toBeVisible();
  await freshContext.close();
});

test('a wrong password shows the server message in an alert', async ({
  page,
  member,
  signInPage,
  navbar,
}) => {
  await signInPage.goto();
  await signInPage.enterIdentifier(member.username);
  const reply = page.waitForResponse(/\/api\/auth\/login$/);
  await signInPage.enterPassword(`${member.password}-wrong`);
  const response = await reply;
  expect(response.ok()).toBe(false);
  const { message } = (await response.json()) as { message: string };
  expect(message).toBeTruthy();
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await navbar.expectSignedOut();
});
