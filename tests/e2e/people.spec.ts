/**
 * Members and profiles on a phone: a member finds another in the directory and opens their
 * page, which shows none of their contact details; then edits their own about text, which is
 * still there after a reload.
 */
import { expect, test } from './fixtures';
import { MessgesPage } from './pages/messges-page';
import { PeoplePage, ProfilePage } from './pages/people-page';
import { createVerifiedMember } from './support/members';
import { saveShot } from './support/shots';

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
  // The order is one of two chips: the chosen one is checked and kept in the address.
  await page.getByRole('radiogroup', { name: 'Order' }).getByText('Name A–Z').click();
  await expect(page).toHaveURL(/[?&]sort=name/);
  await expect(page.getByRole('radio', { name: 'Name A–Z' })).toBeChecked();
  await expect(people.members.getByRole('link')).toHaveCount(1);

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

  // Message opens the conversation with them, ready to write in, not the list of conversations.
  const messges = new MessgesPage(page);
  await profile.messageButton.click();
  await expect(page).toHaveURL(/\/messges\?conversation=\d+$/);
  await expect(messges.input).toBeVisible();
  await messges.write(`Hello from ${member.username}`);
  await expect(messges.message(other.fullName, `Hello from ${member.username}`)).toBeVisible();
  const first = messges.openId();
  // A second time it opens the same conversation, with what was written.
  await page.goBack();
  await profile.messageButton.click();
  await expect(messges.message(other.fullName, `Hello from ${member.username}`)).toBeVisible();
  expect(messges.openId()).toBe(first);

  await people.goto();
  await people.search.fill(member.username);
  await people.card(member.fullName).click();
  await expect(profile.name(member.fullName)).toBeVisible();
  await expect(profile.contact).toContainText(member.email);
  await expect(profile.contact).toContainText("Visible only to you and the club's admins.");
  await expect(profile.messageButton).toHaveCount(0);

  const about = `Commutes by bike, rides the canal on Sundays (${member.username}).`;
  await profile.editAbout(about);
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(profile.editDialog).toHaveCount(0);
  await expect(profile.about).toContainText(about);
  await page.reload();
  await expect(profile.about).toContainText(about);
  await saveShot(page, { path: `test-results/profile-${page.viewportSize()?.width}.png` });
});

test(
  'a member who joined a demo ride shows it on their profile; one who joined none says so',
  { tag: '@tablet' },
  async ({ page, request, member, signInPage, navbar }) => {
    const ride = 'Sunday long ride to Mawa';
    const newcomer = await createVerifiedMember(request);
    const people = new PeoplePage(page);
    const profile = new ProfilePage(page);
    const rides = page.getByRole('region', { name: 'Rides' });
    await signInPage.signIn(member.username, member.password);
    await navbar.expectSignedInAs(member.username);

    await page.goto('/events');
    await page.getByRole('link', { name: ride }).click();
    await expect(page.getByRole('heading', { level: 1, name: ride })).toBeVisible();
    await page.getByRole('button', { name: 'Going', exact: true }).click();
    await expect(page.getByTestId('rsvp-state')).toHaveText("You're going");

    await people.goto();
    await people.search.fill(member.username);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${member.username}`));
    await expect(people.members.getByRole('link')).toHaveCount(1);
    await people.card(member.fullName).click();
    await expect(profile.name(member.fullName)).toBeVisible();
    const card = rides.getByRole('link', { name: ride });
    await expect(card).toBeVisible();
    await expect(rides.getByText('No rides joined yet')).toHaveCount(0);
    await saveShot(page, {
      path: `test-results/profile-rides-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
    await card.click();
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: ride })).toBeVisible();

    await people.goto();
    await people.search.fill(newcomer.username);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${newcomer.username}`));
    await expect(people.members.getByRole('link')).toHaveCount(1);
    await people.card(newcomer.fullName).click();
    await expect(profile.name(newcomer.fullName)).toBeVisible();
    await expect(rides.getByText('No rides joined yet')).toBeVisible();
  },
);
