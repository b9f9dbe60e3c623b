/** /auth/resetpass/{username}: the code is sent on entry, then the new password is set (§2). */
import type { Locator, Page } from '@playwright/test';
import { TEXT } from '../support/spec-texts';

export class ResetPage {
  readonly sending: Locator;
  readonly within5Minutes: Locator;
  readonly code: Locator;
  readonly newPassword: Locator;
  readonly retypePassword: Locator;
  readonly resetButton: Locator;

  constructor(readonly page: Page) {
    this.sending = page.getByText(TEXT.sendingVerification);
    this.within5Minutes = page.getByText(TEXT.resetWithin);
    this.code = page.getByLabel(/code/i);
    this.newPassword = page.getByLabel(/^new password/i);
    this.retypePassword = page.getByLabel(/^retype/i);
    this.resetButton = page.getByRole('button', { name: TEXT.resetPassword, exact: true });
  }

  async goto(username: string): Promise<void> {
    await this.page.goto(`/auth/resetpass/${encodeURIComponent(username)}`);
  }

  async reset(code: string, password: string, retype = password): Promise<void> {
    await this.code.fill(code);
    await this.newPassword.fill(password);
    await this.retypePassword.fill(retype);
    await this.resetButton.click();
  }
}
