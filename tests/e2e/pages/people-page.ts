/** /people, the member directory, and /people/profile/{id}, a member's page. */
import type { Locator, Page } from '@playwright/test';

export class PeoplePage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly members: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Members', level: 1 });
    this.search = page.getByRole('searchbox', { name: 'Search members' });
    this.members = page.getByRole('region', { name: 'Members' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/people');
  }

  /** A member's card in the directory, by full name; it opens their profile. */
  /** A member's card: their name is its link, stretched over the card. */
  card(fullName: string): Locator {
    return this.members.locator('.mantine-Card-root').filter({
      has: this.page.getByRole('link', { name: fullName, exact: true }),
    });
  }
}

export class ProfilePage {
  readonly about: Locator;
  readonly contact: Locator;
  readonly editButton: Locator;
  readonly messageButton: Locator;
  readonly editDialog: Locator;

  constructor(readonly page: Page) {
    this.about = page.getByRole('region', { name: 'About' });
    this.contact = page.getByRole('region', { name: 'Contact details' });
    this.editButton = page.getByRole('button', { name: 'Edit profile' });
    this.messageButton = page.getByRole('button', { name: 'Message' });
    this.editDialog = page.getByRole('dialog', { name: 'Edit profile' });
  }

  name(fullName: string): Locator {
    return this.page.getByRole('heading', { name: fullName, level: 1 });
  }

  /** Opens the edit form, replaces the about text and saves. */
  async editAbout(text: string): Promise<void> {
    await this.editButton.click();
    const about = this.editDialog.getByRole('textbox', { name: 'About' });
    await about.fill(text);
    await this.editDialog.getByRole('button', { name: 'Save' }).click();
  }
}
