/** /auth/signup: three steps with a progress bar, then the e-mail code (§2, §4). */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Member } from '../support/members';
import { TEXT } from '../support/spec-texts';

const GENDER_LABELS = { MALE: 'Male', FEMALE: 'Female', NOT_SPECIFIED: 'Not specified' } as const;

export class SignUpPage {
  readonly progress: Locator;
  readonly fullName: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly address: Locator;
  readonly dob: Locator;
  readonly gender: Locator;
  readonly password: Locator;
  readonly retypePassword: Locator;
  readonly nextButton: Locator;
  readonly backButton: Locator;
  readonly signUpButton: Locator;
  readonly verifyTitle: Locator;
  readonly code: Locator;
  readonly verifyButton: Locator;

  constructor(readonly page: Page) {
    // The spec names the fields but not their exact labels, hence the patterns.
    this.progress = page.getByRole('progressbar');
    this.fullName = page.getByLabel(/full name/i);
    this.username = page.getByLabel(/^username/i);
    this.email = page.getByLabel(/^e-?mail/i);
    this.phone = page.getByLabel(/phone/i);
    this.address = page.getByLabel(/^address/i);
    this.dob = page.getByLabel(/birth/i);
    this.gender = page.getByLabel(/gender/i);
    this.password = page.getByLabel(/^password/i);
    this.retypePassword = page.getByLabel(/^(retype|confirm)/i);
    this.nextButton = page.getByRole('button', { name: TEXT.next, exact: true });
    this.backButton = page.getByRole('button', { name: TEXT.back, exact: true });
    this.signUpButton = page.getByRole('button', { name: TEXT.signUpButton, exact: true });
    this.verifyTitle = page.getByText(TEXT.verifyTitle, { exact: true });
    this.code = page.getByLabel(/code/i);
    this.verifyButton = page.getByRole('button', { name: TEXT.verify, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/auth/signup');
    await expect(this.fullName).toBeVisible();
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /**
   * What a person does to move on: leave the field they are in, then press the button when it
   * lets them (§4: it only works when the step is valid, so it may well be disabled).
   */
  async attempt(button: Locator): Promise<void> {
    await this.leaveField();
    if (await button.isEnabled()) await button.click();
  }

  /** Like tapping outside the field. (Tab would not do: it moves within a date input.) */
  async leaveField(): Promise<void> {
    await this.page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
  }

  async fillStep1(member: Pick<Member, 'fullName' | 'username' | 'email'>): Promise<void> {
    await this.fullName.fill(member.fullName);
    await this.username.fill(member.username);
    await this.email.fill(member.email);
  }

  async fillStep2(member: Pick<Member, 'phoneNumber' | 'address' | 'dob'>): Promise<void> {
    await this.phone.fill(member.phoneNumber);
    await this.address.fill(member.address);
    await this.dob.fill(member.dob);
  }

  /** Works with a native <select> as well as with a Mantine combobox. */
  async chooseGender(label: string): Promise<void> {
    const tag = await this.gender.evaluate((element) => element.tagName);
    if (tag === 'SELECT') {
      await this.gender.selectOption({ label });
    } else {
      await this.gender.click();
      await this.page.getByRole('option', { name: label, exact: true }).click();
    }
  }

  /** Visit the gender field and move on without choosing, as a hurried person would. */
  async leaveGenderUnchosen(): Promise<void> {
    await this.gender.focus();
    await this.leaveField();
  }

  async fillStep3(member: Pick<Member, 'gender' | 'password'>, retype = member.password) {
    await this.chooseGender(GENDER_LABELS[member.gender]);
    await this.password.fill(member.password);
    await this.retypePassword.fill(retype);
  }

  /** Steps 1 to 3 with valid data, ending on the 'Verify Your Email' card. */
  async signUp(member: Member): Promise<void> {
    await this.fillStep1(member);
    await this.nextButton.click();
    await this.fillStep2(member);
    await this.nextButton.click();
    await this.fillStep3(member);
    await this.signUpButton.click();
    await expect(this.verifyTitle).toBeVisible();
  }
}
