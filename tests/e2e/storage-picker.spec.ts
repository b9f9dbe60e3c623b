/**
 * A library picture in a post: a member adds a picture to their library, then writes a post
 * and takes the picture "From my library" instead of uploading it again; the feed shows the
 * post with that picture.
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { FeedPage } from './pages/feed-page';
import { uniqueUsername } from './support/members';

test('a member uses a picture of their library in a post, and the feed shows it', async ({
  page,
  member,
  signInPage,
  navbar,
}) => {
  await signInPage.signIn(member.username, member.password);
  await navbar.expectSignedInAs(member.username);

  await page.goto('/storage');
  await expect(page.getByRole('heading', { name: 'Storage', level: 1 })).toBeVisible();
  const picture = await sharp({
    create: { width: 800, height: 500, channels: 3, background: { r: 40, g: 90, b: 170 } },
  })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'padma-bridge.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await page.getByRole('textbox', { name: 'Name' }).fill('Padma bridge at noon');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Added to your library.')).toBeVisible();

  const feed = new FeedPage(page);
  await feed.goto();
  const text = `Across the Padma ${uniqueUsername()}`;
  await feed.openComposer();
  await feed.content.fill(text);
  await page.getByRole('button', { name: 'From my library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from your library' });
  await expect(picker).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search by name' }).fill('padma');
  const tile = picker.getByRole('button', { name: 'Choose Padma bridge at noon' });
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', { name: 'Use picture' }).click();
  await expect(picker).toBeHidden();
  // The form now holds the library picture, ready to go with the post.
  await expect(
    page.getByRole('button', { name: 'Remove picture Padma bridge at noon' }),
  ).toBeVisible();

  await feed.submit.click();
  await expect(page.getByText('Post submitted successfully!')).toBeVisible();
  const post = feed.post(text);
  await expect(post).toBeVisible();
  const shown = post.getByRole('img', { name: /^Picture 1 by / });
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});
