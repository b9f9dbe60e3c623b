/** The top navigation bar of every screen (§2): user menu, theme toggle, burger on phones. */
import { expect, type Locator, type Page } from '@playwright/test';
import { TEXT } from '../support/spec-texts';

export class Navbar {
  readonly signedOutMenu: Locator;
  readonly themeToggle: Locator;
  readonly burger: Locator;
  /**
   * How many writes wait in the outbox, those that send by themselves apart from those that
   * need the member ("1 item waiting to send, 1 item needs you"); absent when none do.
   */
  readonly outboxCount: Locator;

  constructor(readonly page: Page) {
    this.signedOutMenu = page.getByRole('button', { name: TEXT.signedOutMenu, exact: true });
    this.themeToggle = page.getByRole('button', { name: TEXT.themeToggle });
    this.burger = page.getByRole('button', { name: TEXT.openNavigation });
    this.outboxCount = page.getByRole('status', { name: /(waiting to send|needs? you)$/ });
  }

  /** The user menu of a signed-in member is labelled with their username. */
  userMenu(username: string): Locator {
    return this.page.getByRole('button', { name: username });
  }

  async expectSignedInAs(username: string): Promise<void> {
    await expect(this.userMenu(username)).toBeVisible();
    await expect(this.signedOutMenu).toHaveCount(0);
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.signedOutMenu).toBeVisible();
  }

  async openSignIn(): Promise<void> {
    await this.signedOutMenu.click();
    await this.page.getByRole('menuitem', { name: TEXT.signInItem }).click();
  }

  /** Signs out and waits until it is done: a page loaded sooner would still be signed in. */
  async signOut(username: string): Promise<void> {
    await this.userMenu(username).click();
    await this.page.getByRole('menuitem', { name: TEXT.signOutItem }).click();
    await this.expectSignedOut();
  }

  async colorScheme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-mantine-color-scheme');
  }
}
