/**
 * Every §5 message of the signup form, reached as a person would: type something wrong, leave
 * the field, try to go on. The step must not advance while a field of it is invalid (§4).
 */
import { expect, test } from './fixtures';
import { newMember, SEEDED_RIDER } from './support/members';
import { MESSAGE } from './support/spec-texts';

test('step 1: name, username and e-mail rules, taken username and e-mail', async ({
  signUpPage,
}) => {
  await signUpPage.goto();
  // §5: empty fields show no error.
  await signUpPage.fullName.focus();
  await signUpPage.leaveField();
  await expect(signUpPage.message(MESSAGE.fullName)).toHaveCount(0);

  await signUpPage.fillStep1({ fullName: 'Al', username: 'abcd', email: 'not-an-email' });
  await signUpPage.attempt(signUpPage.nextButton);
  await expect(signUpPage.message(MESSAGE.fullName)).toBeVisible();
  await expect(signUpPage.message(MESSAGE.username)).toBeVisible();
  await expect(signUpPage.message(MESSAGE.email)).toBeVisible();
  await expect(signUpPage.phone).toHaveCount(0);

  // The seeded rider1 holds both the username and the e-mail address.
  await signUpPage.fullName.fill('Alice Rider');
  await signUpPage.username.fill(SEEDED_RIDER.username);
  await signUpPage.email.fill(SEEDED_RIDER.email);
  await signUpPage.attempt(signUpPage.nextButton);
  await expect(signUpPage.message(MESSAGE.usernameTaken)).toBeVisible();
  await expect(signUpPage.message(MESSAGE.emailTaken)).toBeVisible();
  await expect(signUpPage.message(MESSAGE.fullName)).toHaveCount(0);
  await expect(signUpPage.phone).toHaveCount(0);

  // Fixed, the step lets the member go on.
  const member = newMember();
  await signUpPage.username.fill(member.username);
  await signUpPage.email.fill(member.email);
  await signUpPage.leaveField();
  await expect(signUpPage.message(MESSAGE.usernameTaken)).toHaveCount(0);
  await expect(signUpPage.message(MESSAGE.emailTaken)).toHaveCount(0);
  await signUpPage.nextButton.click();
  await expect(signUpPage.phone).toBeVisible();
});

test('step 2: phone, address and age rules', async ({ signUpPage }) => {
  const member = newMember();
  await signUpPage.goto();
  await signUpPage.fillStep1(member);
  await signUpPage.nextButton.click();

  const fiveYearsAgo = `${new Date().getFullYear() - 5}-03-01`;
  await signUpPage.fillStep2({ phoneNumber: '12345', address: 'Short st', dob: fiveYearsAgo });
  await signUpPage.attempt(signUpPage.nextButton);
  await expect(signUpPage.message(MESSAGE.phone)).toBeVisible();
  await expect(signUpPage.message(MESSAGE.address)).toBeVisible();
  await expect(signUpPage.message(MESSAGE.dob)).toBeVisible();
  await expect(signUpPage.password).toHaveCount(0);

  // 15 digits is one too many (§5: 11 to 14).
  await signUpPage.phone.fill('123456789012345');
  await signUpPage.attempt(signUpPage.nextButton);
  await expect(signUpPage.message(MESSAGE.phone)).toBeVisible();
  await expect(signUpPage.password).toHaveCount(0);
});

test('step 3: gender, password length and matching passwords', async ({ signUpPage }) => {
  const member = newMember();
  await signUpPage.goto();
  await signUpPage.fillStep1(member);
  await signUpPage.nextButton.click();
  await signUpPage.fillStep2(member);
  await signUpPage.nextButton.click();

  await signUpPage.leaveGenderUnchosen();
  await signUpPage.password.fill('short');
  await signUpPage.retypePassword.fill('different');
  await signUpPage.attempt(signUpPage.signUpButton);
  await expect(signUpPage.message(MESSAGE.password)).toBeVisible();
  await expect(signUpPage.message(MESSAGE.retypePassword)).toBeVisible();
  await expect(signUpPage.message(MESSAGE.gender)).toBeVisible();
  await expect(signUpPage.verifyTitle).toHaveCount(0);

  // Long enough and matching, but still no gender chosen: still no signup.
  await signUpPage.password.fill(member.password);
  await signUpPage.retypePassword.fill(member.password);
  await signUpPage.attempt(signUpPage.signUpButton);
  await expect(signUpPage.message(MESSAGE.password)).toHaveCount(0);
  await expect(signUpPage.message(MESSAGE.retypePassword)).toHaveCount(0);
  await expect(signUpPage.message(MESSAGE.gender)).toBeVisible();
  await expect(signUpPage.verifyTitle).toHaveCount(0);
});
