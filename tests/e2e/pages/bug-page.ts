/** The bug-report screen (§2): /bugs and every unknown path. */
import { expect, type Locator, type Page } from '@playwright/test';
import { TEXT } from '../support/spec-texts';

export type Severity = 'LOW' | 'MEDIUM' | 'HIGH';

export class BugPage {
  readonly heading: Locator;
  readonly title: Locator;
  readonly description: Locator;
  readonly steps: Locator;
  readonly submitButton: Locator;
  readonly showBugs: Locator;
  readonly hideBugs: Locator;
  readonly details: Locator;
  readonly markSolved: Locator;
  readonly deleteButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: TEXT.bugReportHeading });
    this.title = page.getByRole('textbox', { name: TEXT.bugTitle });
    this.description = page.getByRole('textbox', { name: TEXT.bugDescription });
    this.steps = page.getByRole('textbox', { name: TEXT.bugSteps });
    this.submitButton = page.getByRole('button', { name: TEXT.submitBug, exact: true });
    this.showBugs = page.getByRole('button', { name: TEXT.showBugs, exact: true });
    this.hideBugs = page.getByRole('button', { name: TEXT.hideBugs, exact: true });
    this.details = page.getByRole('dialog', { name: TEXT.bugDetails });
    this.markSolved = this.details.getByRole('button', { name: TEXT.markSolved });
    this.deleteButton = this.details.getByRole('button', { name: TEXT.deleteBug });
  }

  severity(level: Severity): Locator {
    return this.page
      .getByRole('radiogroup', { name: TEXT.bugSeverity })
      .getByRole('radio', { name: level, exact: true });
  }

  async fileBug(bug: { title: string; description: string; severity: Severity; steps: string }) {
    await this.title.fill(bug.title);
    await this.description.fill(bug.description);
    await this.severity(bug.severity).check();
    await this.steps.fill(bug.steps);
    await this.submitButton.click();
  }

  /** One bug in the list: a table row on wide screens, a card on phones. */
  entry(title: string): Locator {
    return this.page
      .getByRole('row')
      .or(this.page.getByRole('listitem'))
      .filter({ hasText: title });
  }

  async expectStatus(title: string, status: 'Solved' | 'Not Solved') {
    const text = status === 'Solved' ? TEXT.solved : TEXT.notSolved;
    await expect(this.entry(title).getByText(text, { exact: true })).toBeVisible();
  }

  /** The server's reason under a report it refused and the outbox parked. */
  failure(title: string): Locator {
    return this.entry(title).getByText(/^Failed: /);
  }

  /** Retry, Edit or Discard on a refused report. */
  action(title: string, name: 'Retry' | 'Edit' | 'Discard'): Locator {
    return this.entry(title).getByRole('button', { name, exact: true });
  }

  async openList(): Promise<void> {
    await this.showBugs.click();
    await expect(this.hideBugs).toBeVisible();
  }

  async view(title: string): Promise<void> {
    await this.entry(title).getByRole('button', { name: TEXT.viewBug, exact: true }).click();
    await expect(this.details).toBeVisible();
  }
}
