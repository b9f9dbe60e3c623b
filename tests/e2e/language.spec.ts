/**
 * Bangla beside English (issue 49, parts 1 and 2): a first visit follows the device's language,
 * the switch changes the page at once and is kept on the device, a member's choice is kept on
 * the server and followed by their other devices and their e-mails, and the server's errors
 * come in the page's language. The Bangla is written out here, as the English of the other
 * specs is: a wrong catalog entry fails the test.
 */
import { expect, test } from './fixtures';
import { mailbox } from './support/mailbox';
import { signedInPage, tokenOf, xsrfHeader } from './support/members';

const BN = {
  title: 'সাইক্লিং ক্লাব',
  feed: 'ফিড',
  wrongCredentials: 'ইউজারনেম, ই-মেইল বা পাসওয়ার্ড ভুল।',
  resetSubject: 'আপনার পাসওয়ার্ড রিসেটের কোড',
  resetIntro: 'নতুন পাসওয়ার্ড বেছে নিতে এই কোডটি দিন:',
} as const;

test.describe('a visitor whose phone reads Bangla', () => {
  test.use({ locale: 'bn-BD' });

  test('gets the app in Bangla, with its font, and keeps English once chosen', async ({ page }) => {
    await page.goto('/intro');
    await expect(page.getByRole('heading', { level: 1, name: BN.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // The Bangla letters are drawn in Noto Sans Bengali, fetched because they are shown.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (face) => face.family.includes('Noto Sans Bengali') && face.status === 'loaded',
          );
        }),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cycling Club' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Cycling Club' })).toBeVisible();
  });
});

test('the server answers in the language a page asks for', async ({ request }) => {
  const reply = await request.post('/api/auth/login', {
    headers: { ...(await xsrfHeader(request)), 'Accept-Language': 'bn' },
    data: { username: 'nobody_here', password: 'not-a-password' },
  });
  expect(reply.status()).toBe(401);
  expect(((await reply.json()) as { message: string }).message).toBe(BN.wrongCredentials);
});

test("a member's language follows them to their other devices and their e-mails", async ({
  browser,
  baseURL,
  request,
  member,
}) => {
  const token = await tokenOf(request, member);
  const phone = await signedInPage(browser, baseURL, token);
  await phone.goto('/home');
  await phone.getByRole('button', { name: member.username }).click();
  await phone.getByRole('menuitem', { name: 'বাংলা' }).click();
  await expect(phone.getByRole('heading', { name: BN.feed, exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const me = await request.get('/api/user/me', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await me.json()) as { language: string | null }).language;
    })
    .toBe('bn');

  // Another device, set to English, takes up the member's language once it knows who they are.
  const tablet = await signedInPage(browser, baseURL, token, { locale: 'en-GB' });
  await tablet.goto('/home');
  await expect(tablet.getByRole('heading', { name: BN.feed, exact: true })).toBeVisible();

  // A code e-mail is written in the member's language, whatever page asked for it.
  const mark = await mailbox.mark();
  const forgot = await request.post('/api/auth/forgotPassword', {
    headers: { ...(await xsrfHeader(request)), 'Accept-Language': 'en' },
    params: { username: member.username },
  });
  expect(forgot.ok(), await forgot.text()).toBeTruthy();
  const mail = await mailbox.latest(member.email, mark);
  expect(mail.subject).toBe(BN.resetSubject);
  expect(mail.text).toContain(BN.resetIntro);
  await phone.context().close();
  await tablet.context().close();
});
