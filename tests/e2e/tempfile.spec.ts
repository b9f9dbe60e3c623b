/**
 * The file share on a phone: a member uploads an HTML file, copies its link, and a signed-out
 * window opening the link gets the very bytes as a download, never a rendered page.
 */
import { expect, test } from './fixtures';

test('a member shares a file and a signed-out window downloads it by the link', async ({
  page,
  browser,
  member,
  signInPage,
  navbar,
}) => {
  await signInPage.signIn(member.username, member.password);
  await navbar.expectSignedInAs(member.username);

  await page.goto('/tempfile');
  await expect(page.getByRole('heading', { name: 'File share' })).toBeVisible();
  const content = `<!doctype html><title>ride</title><script>document.title='ran'</script>${member.username}`;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'ride plan.html',
    mimeType: 'text/html',
    buffer: Buffer.from(content),
  });
  await page.getByRole('combobox', { name: 'Keep the link for' }).selectOption({ label: '3 days' });
  await page.getByRole('button', { name: 'Upload and get link' }).click();
  await expect(page.getByText('Your link is ready.')).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/api\/tempfile\/[A-Za-z0-9_-]{32}\/download$/);
  const listed = page.getByRole('listitem').filter({ hasText: 'ride plan.html' });
  await expect(listed).toContainText('Expires');

  const visitor = await browser.newContext();
  try {
    const window = await visitor.newPage();
    const download = window.waitForEvent('download');
    // Chromium ends a navigation that turns into a download with an error: that is the point.
    await window.goto(link).catch(() => undefined);
    const file = await download;
    expect(file.suggestedFilename()).toBe('ride plan.html');
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path, 'utf8')).toBe(content);
    expect(await window.title()).not.toBe('ran');
  } finally {
    await visitor.close();
  }

  // The owner deletes it; the link is dead.
  await listed.getByRole('button', { name: 'Delete ride plan.html' }).click();
  await expect(page.getByText('File deleted.')).toBeVisible();
  await expect(listed).toHaveCount(0);
  const gone = await page.request.get(link);
  expect(gone.status()).toBe(404);
});
