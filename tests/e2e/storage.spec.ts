/**
 * The media library on a phone: a member uploads a picture with a name and description, sees
 * it with the usage bar moved, finds it by name, renames it and deletes it.
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';

test('a member adds a picture to their library, finds, renames and deletes it', async ({
  page,
  member,
  signInPage,
  navbar,
}) => {
  await signInPage.signIn(member.username, member.password);
  await navbar.expectSignedInAs(member.username);
  await page.goto('/storage');
  await expect(page.getByRole('heading', { name: 'Storage', level: 1 })).toBeVisible();
  await expect(page.getByText('Your library is empty.')).toBeVisible();
  await expect(page.getByText('0 B of 500 MB used')).toBeVisible();

  const picture = await sharp({
    create: { width: 800, height: 500, channels: 3, background: { r: 30, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'mawa-ferry.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('mawa-ferry');
  await page.getByRole('textbox', { name: 'Name' }).fill('Mawa ferry at dawn');
  await page.getByRole('textbox', { name: 'Description' }).fill('The 5:30 crossing.');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Added to your library.')).toBeVisible();

  const library = page.getByRole('list', { name: 'Storage' });
  // Found by its description, which stays while the name is being edited.
  const card = library.getByRole('listitem').filter({ hasText: 'The 5:30 crossing.' });
  await expect(card).toContainText('Mawa ferry at dawn');
  await expect(card.getByRole('img', { name: 'Mawa ferry at dawn' })).toBeVisible();
  await expect(page.getByText(/^\d+(\.\d)? KB of 500 MB used$/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name' }).fill('nothing like it');
  await expect(page.getByText('Nothing named like “nothing like it”.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('FERRY');
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Rename Mawa ferry at dawn' }).click();
  await card.getByRole('textbox', { name: 'Name' }).fill('Ferry crossing');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Ferry crossing', { exact: true })).toBeVisible();
  const renamed = card;

  await renamed.getByRole('button', { name: 'Delete Ferry crossing' }).click();
  await expect(page.getByText('Deleted from your library.')).toBeVisible();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByText('0 B of 500 MB used')).toBeVisible();
});
