/**
 * The credits page on a phone: nothing of YouTube loads until the member taps play; then the
 * film's frame comes from YouTube's privacy-enhanced host, the one origin the CSP lets frames
 * load from, without a reported violation; offline the page shows the placeholder instead.
 */
import { expect, test } from './fixtures';

type WithViolations = Window & { cspViolations?: string[] };

test('the credits page embeds the film under the CSP, and shows a placeholder offline', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as WithViolations).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  // The machine running the tests may have no way out: the frame's request is answered here.
  const asked: string[] = [];
  await context.route('https://www.youtube-nocookie.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><p>The film plays here.</p>',
    });
  });
  const reply = await page.goto('/demo');
  const csp = reply?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('frame-src https://www.youtube-nocookie.com;');

  await expect(page.getByRole('heading', { name: 'Project Credits' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Project Credits' }).getByRole('listitem'),
  ).toHaveCount(4);
  const heading = page.getByRole('heading', { name: 'Watch This Video:' });
  await heading.scrollIntoViewIfNeeded();
  const frame = page.locator('iframe[title="Danny MacAskill: The Ridge"]');
  await page.waitForLoadState('networkidle');
  await expect(frame).toHaveCount(0);
  expect(asked).toEqual([]);

  await page.getByRole('button', { name: 'Play the video Danny MacAskill: The Ridge' }).click();
  await expect(frame).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/xQ_IQS3VKjA?autoplay=1',
  );
  await expect(page.frameLocator('iframe').getByText('The film plays here.')).toBeVisible();
  expect(await page.evaluate(() => (window as WithViolations).cspViolations)).toEqual([]);

  await context.setOffline(true);
  await expect(frame).toHaveCount(0);
  await expect(page.getByText('The video plays when you are online.')).toBeVisible();
  await context.setOffline(false);
  await expect(frame).toBeVisible();
});
