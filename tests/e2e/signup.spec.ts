/**
 * The whole life of a new member in the browser: sign up in three steps, verify the e-mail with
 * the code that really arrived and land signed in, stay signed in across a reload and a new tab,
 * sign out and back in, sign out.
 */
import { expect, storedTokens, test } from './fixtures';
import { mailbox } from './support/mailbox';
import { newMember } from './support/members';
import { TEXT } from './support/spec-texts';
import { saveShot } from './support/shots';

test(
  'a new member signs up, verifies the e-mail, signs in and out',
  { tag: '@tablet' },
  async ({ page, context, request, signUpPage, signInPage, navbar }) => {
    const member = newMember();
    await signUpPage.goto();
    await expect(signUpPage.progress).toBeVisible();
    await expect(signUpPage.backButton).toHaveCount(0); // §2: Back only from steps 2 and 3

    await signUpPage.fillStep1(member);
    await signUpPage.nextButton.click();
    await expect(signUpPage.phone).toBeVisible();
    await signUpPage.backButton.click();
    await expect(signUpPage.username).toHaveValue(member.username);
    await signUpPage.nextButton.click();
    await signUpPage.fillStep2(member);
    await signUpPage.nextButton.click();
    await expect(signUpPage.backButton).toBeVisible();
    await signUpPage.fillStep3(member);

    const mark = await mailbox.mark();
    await signUpPage.signUpButton.click();
    await expect(signUpPage.verifyTitle).toBeVisible();

    // §5: Verify is enabled only once the code has 6 characters.
    const code = await mailbox.codeFor(member.email, mark);
    await signUpPage.code.fill(code.slice(0, 5));
    await expect(signUpPage.verifyButton).toBeDisabled();
    // A wrong code is said on its field, and named in the page's polite announcement.
    const wrong = code.slice(0, 5) + ((Number(code[5]) + 1) % 10);
    await signUpPage.code.fill(wrong);
    await signUpPage.verifyButton.click();
    await expect(page.getByTestId('form-error-announcement')).toHaveText(
      '1 field needs attention: Verification code.',
    );
    await signUpPage.code.fill(code);
    await expect(signUpPage.verifyButton).toBeEnabled();
    await signUpPage.verifyButton.click();
    // Verified, the new member is signed in at once and taken to the club's feed.
    await expect(signUpPage.verifyTitle).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
    await navbar.expectSignedInAs(member.username);
    await expect(page.getByText(`Welcome to the club, ${member.fullName}!`)).toBeVisible();
    // The form is gone, and so is what was said about its fields (read at once: the words
    // would otherwise only go after a few seconds).
    expect(await page.getByTestId('form-error-announcement').textContent()).toBe('');
    await saveShot(page, { path: `test-results/signed-up-${page.viewportSize()?.width}.png` });

    await navbar.signOut(member.username);
    await navbar.expectSignedOut();
    await navbar.openSignIn();
    await expect(page).toHaveURL(/\/auth\/signin$/);
    await signInPage.enterIdentifier(member.username);
    await expect(page.getByText(TEXT.looksGood)).toBeVisible();
    // Step 2 greets the member by full name and username.
    await expect(page.getByText(member.fullName).first()).toBeVisible();
    await expect(signInPage.rememberMe).toBeChecked(); // §4: remember-me is on by default
    await signInPage.enterPassword(member.password);
    await navbar.expectSignedInAs(member.username);

    const tokens = await storedTokens(page);
    expect(tokens.local, 'remember-me keeps the token in localStorage').toBeTruthy();
    expect(tokens.session).toBeNull();

    await page.reload();
    await navbar.expectSignedInAs(member.username);
    const otherTab = await context.newPage();
    await otherTab.goto('/intro');
    await expect(otherTab.getByRole('button', { name: member.username })).toBeVisible();
    await otherTab.close();

    // §2: a signed-in member visiting the sign-in screen sees who they are.
    await signInPage.goto();
    await expect(signInPage.loggedInCard).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    await expect(page.getByRole('button', { name: TEXT.logout, exact: true })).toBeVisible();

    await navbar.signOut(member.username);
    await navbar.expectSignedOut();
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
    // Signing out ends the session on the server too: the old token is refused.
    const me = await request.get('/api/user/me', {
      headers: { Authorization: `Bearer ${tokens.local}` },
    });
    expect(me.status()).toBe(401);
    await page.reload();
    await navbar.expectSignedOut();
  },
);
