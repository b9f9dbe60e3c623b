/** /auth/signin: the two-step sign-in (§2). */
import { expect, type Locator, type Page } from '@playwright/test';
import { TEXT } from '../support/spec-texts';

export class SignInPage {
  readonly identifier: Locator;
  readonly nextButton: Locator;
  readonly checkingButton: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly loginButton: Locator;
  readonly signingInButton: Locator;
  readonly forgotPassword: Locator;
  readonly backButton: Locator;
  readonly signUpLink: Locator;
  readonly loggedInCard: Locator;

  constructor(readonly page: Page) {
    this.identifier = page.getByLabel(TEXT.identifierLabel);
    this.nextButton = page.getByRole('button', { name: TEXT.next, exact: true });
    this.checkingButton = page.getByRole('button', { name: TEXT.checking, exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.rememberMe = page.getByRole('checkbox', { name: /remember me/i });
    this.loginButton = page.getByRole('button', { name: TEXT.login, exact: true });
    this.signingInButton = page.getByRole('button', { name: TEXT.signingIn, exact: true });
    this.forgotPassword = page.getByRole('link', { name: TEXT.forgotPassword });
    this.backButton = page.getByRole('button', { name: TEXT.back, exact: true });
    this.signUpLink = page.getByRole('link', { name: TEXT.signUpLink, exact: true });
    this.loggedInCard = page.getByText(TEXT.loggedIn);
  }

  /** A signed-in member sees the 'You are logged in' card here instead of the form. */
  async goto(): Promise<void> {
    await this.page.goto('/auth/signin');
  }

  /** Step 1: look the member up; step 2 (the password) follows when they exist. */
  async enterIdentifier(identifier: string): Promise<void> {
    await this.identifier.fill(identifier);
    await this.nextButton.click();
  }

  /** Step 2, once the identifier was found. */
  async enterPassword(password: string, { rememberMe = true } = {}): Promise<void> {
    await expect(this.password).toBeVisible();
    await this.rememberMe.setChecked(rememberMe);
    await this.password.fill(password);
    await this.loginButton.click();
  }

  async signIn(identifier: string, password: string, options?: { rememberMe?: boolean }) {
    await this.goto();
    await this.enterIdentifier(identifier);
    await this.enterPassword(password, options);
  }
}
