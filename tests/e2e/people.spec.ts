/**
 * Members and profiles on a phone: a member finds another in the directory and opens their
 * page, which shows none of their contact details; then edits their own about text, which is
 * still there after a reload.
 */
import { expect, test } from './fixtures';
import { PeoplePage, ProfilePage } from './pages/people-page';
import { createVerifiedMember } from './support/members';

test('a member finds another, sees no contact details of theirs, and edits their own about', async ({
  page,
  request,
  member,
  signInPage,
  navbar,
}) => {
  const other = await createVerifiedMember(request);
  const people = new PeoplePage(page);
  const profile = new ProfilePage(page);
  await signInPage.signIn(member.username, member.password);
  await navbar.expectSignedInAs(member.username);

  await people.goto();
  await expect(people.heading).toBeVisible();
  await people.search.fill(other.username.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${other.username.toUpperCase()}`));
  await expect(people.members.getByRole('link')).toHaveCount(1);
  await expect(people.card(other.fullName)).toContainText(`@${other.username}`);

  const otherReply = page.waitForResponse(
    (response) => /\/api\/user\/\d+$/.test(new URL(response.url()).pathname) && response.ok(),
  );
  await people.card(other.fullName).click();
  await expect(profile.name(other.fullName)).toBeVisible();
  await expect(page.getByText(`@${other.username}`)).toBeVisible();
  await expect(profile.messageButton).toBeVisible();
  // Neither on the screen nor in what the server sent about them.
  await expect(profile.contact).toHaveCount(0);
  const body = await page.locator('body').innerText();
  for (const detail of [other.email, other.phoneNumber, other.address, other.dob]) {
    expect(body).not.toContain(detail);
  }
  const sent = (await (await otherReply).json()) as Record<string, unknown>;
  expect(sent.username).toBe(other.username);
  for (const key of ['email', 'contact', 'address', 'dob', 'gender'])
    expect(sent).not.toHaveProperty(key);

  await people.goto();
  await people.search.fill(member.username);
  await people.card(member.fullName).click();
  await expect(profile.name(member.fullName)).toBeVisible();
  await expect(profile.contact).toContainText(member.email);
  await expect(profile.contact).toContainText('Visible only to you and the club’s admins.');
  await expect(profile.messageButton).toHaveCount(0);

  const about = `Commutes by bike, rides the canal on Sundays (${member.username}).`;
  await profile.editAbout(about);
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(profile.editDialog).toHaveCount(0);
  await expect(profile.about).toContainText(about);
  await page.reload();
  await expect(profile.about).toContainText(about);
  await page.screenshot({ path: `test-results/profile-${page.viewportSize()?.width}.png` });
});
