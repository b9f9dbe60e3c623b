/**
 * The club feed (/home): writing a post with a picture, likes, comments and replies, a post
 * written offline going out once, and what a visitor may read.
 */
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { FeedPage } from './pages/feed-page';
import { createVerifiedMember, uniqueUsername, xsrfHeader, tokenOf } from './support/members';
import { saveShot } from './support/shots';

interface FeedPost {
  id: number;
  content: string;
  privacy: string;
  media: { url: string }[];
  likeCount: number;
  commentCount: number;
  reportCount: number | null;
}

/** A small picture, made here so the test carries no binary file. */
async function png(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
}

/** The posts with this text on the server, as the given reader (a visitor without token). */
async function postsOnServer(request: APIRequestContext, text: string, token?: string) {
  const reply = await request.get('/api/post', {
    params: { page: 0, size: 100 },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(reply.ok()).toBeTruthy();
  const page = (await reply.json()) as { content: FeedPost[] };
  return page.content.filter((post) => post.content === text);
}

async function signedInOnFeed(feed: FeedPage, signIn: () => Promise<void>) {
  await signIn();
  await feed.goto();
  await expect(feed.composer).toBeVisible();
}

test(
  'a member posts a picture, likes and unlikes it, comments and replies',
  { tag: '@tablet' },
  async ({ page, request, member, signInPage, navbar }) => {
    const feed = new FeedPage(page);
    const text = `Canal loop at dawn ${uniqueUsername()}`;
    await signedInOnFeed(feed, async () => {
      await signInPage.signIn(member.username, member.password);
      await navbar.expectSignedInAs(member.username);
    });

    await feed.write(text, [{ name: 'dawn.png', buffer: await png() }]);
    await expect(page.getByText('Post submitted successfully!')).toBeVisible();
    const post = feed.post(text);
    await expect(post).toBeVisible();
    const picture = post.getByRole('img', { name: /^Picture 1 by / });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const [stored] = await postsOnServer(request, text);
    expect(stored?.media).toHaveLength(1);

    const like = feed.likeButton(post);
    await expect(like).toHaveAccessibleName('0 likes, like this post');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAccessibleName('1 like, like this post');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await postsOnServer(request, text))[0]?.likeCount).toBe(1);
    await like.click();
    await expect(like).toHaveAccessibleName('0 likes, like this post');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await postsOnServer(request, text))[0]?.likeCount).toBe(0);

    await feed.commentsButton(post).click();
    await expect(post.getByText('No comments yet.')).toBeVisible();
    await feed.comment(post, 'Who is in for Sunday?');
    await expect(post.getByText('Who is in for Sunday?')).toBeVisible();
    await feed.reply(post, 'Count me in.');
    await expect(post.getByText('Count me in.')).toBeVisible();
    await expect(feed.commentsButton(post)).toHaveText('2 comments');
    await expect.poll(async () => (await postsOnServer(request, text))[0]?.commentCount).toBe(2);

    await saveShot(page, { path: `test-results/feed-${page.viewportSize()?.width}.png` });
  },
);

test('a post written offline waits, then is published once', async ({
  page,
  context,
  request,
  member,
  signInPage,
  navbar,
}) => {
  const feed = new FeedPage(page);
  const text = `Written under the bridge ${uniqueUsername()}`;
  await signedInOnFeed(feed, async () => {
    await signInPage.signIn(member.username, member.password);
    await navbar.expectSignedInAs(member.username);
  });

  // The form was opened while there was a signal; the signal drops as the post is written.
  await feed.openComposer();
  await context.setOffline(true);
  await feed.write(text, [{ name: 'bridge.png', buffer: await png() }]);
  await expect(feed.waiting(text).getByText('Waiting to send')).toBeVisible();
  expect(await postsOnServer(request, text)).toHaveLength(0);

  await context.setOffline(false);
  const post = feed.post(text);
  await expect(post).toBeVisible();
  await expect(post.getByRole('img', { name: /^Picture 1 by / })).toBeVisible();
  await expect(page.getByText('Waiting to send')).toHaveCount(0);
  const published = await postsOnServer(request, text);
  expect(published).toHaveLength(1);
  expect(published[0]?.media).toHaveLength(1);
  // A later drain (coming back to the page) sends nothing again.
  await page.reload();
  await expect(feed.post(text)).toHaveCount(1);
  expect(await postsOnServer(request, text)).toHaveLength(1);
});

test('a visitor reads public posts only and is asked to sign in to write', async ({
  page,
  request,
  member,
}) => {
  const token = await tokenOf(request, member);
  const headers = { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` };
  const open = `Open ride on Saturday ${uniqueUsername()}`;
  const closed = `Members only: gate code ${uniqueUsername()}`;
  for (const [content, privacy] of [
    [open, 'public'],
    [closed, 'members'],
  ]) {
    const reply = await request.post('/api/post', { headers, data: { content, privacy } });
    expect(reply.status(), await reply.text()).toBe(201);
  }
  expect(await postsOnServer(request, closed, token)).toHaveLength(1);

  const feed = new FeedPage(page);
  await feed.goto();
  await expect(feed.post(open)).toBeVisible();
  await expect(feed.signInCall).toBeVisible();
  await expect(feed.composer).toHaveCount(0);
  await expect(feed.content).toHaveCount(0);
  await expect(feed.post(closed)).toHaveCount(0);
  await expect(feed.likeButton(feed.post(open))).toBeDisabled();
});

test(
  'a refused post is kept with the reason: edited it is published, discarded it is gone',
  { tag: '@tablet' },
  async ({ page, request, member, signInPage, navbar }) => {
    const feed = new FeedPage(page);
    const reason = 'The ride name is not allowed here.';
    let refuse = true;
    await page.route('**/api/post', (route) =>
      route.request().method() === 'POST' && refuse
        ? route.fulfill({
            status: 400,
            json: { statusCode: 400, error: 'Bad Request', message: reason },
          })
        : route.fallback(),
    );
    await signedInOnFeed(feed, async () => {
      await signInPage.signIn(member.username, member.password);
      await navbar.expectSignedInAs(member.username);
    });
    await saveShot(page, { path: `test-results/feed-top-${page.viewportSize()?.width}.png` });

    const kept = `Refused then fixed ${uniqueUsername()}`;
    const dropped = `Refused then dropped ${uniqueUsername()}`;
    await feed.write(kept);
    await expect(feed.waiting(kept).getByText(`Not sent: ${reason}`)).toBeVisible();
    await feed.write(dropped);
    await expect(feed.waiting(dropped).getByText(`Not sent: ${reason}`)).toBeVisible();

    await feed.waiting(dropped).getByRole('button', { name: 'Discard' }).click();
    await expect(feed.waiting(dropped)).toHaveCount(0);

    refuse = false;
    await feed.waiting(kept).getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit post' });
    await expect(editor.getByLabel('What happened on the road?')).toHaveValue(kept);
    await editor.getByLabel('Location').fill('Canal towpath');
    await editor.getByRole('button', { name: 'Save' }).click();

    await expect(feed.post(kept).getByText('Canal towpath')).toBeVisible();
    await expect(feed.waiting(kept)).toHaveCount(0);
    expect(await postsOnServer(request, kept)).toHaveLength(1);
    expect(await postsOnServer(request, dropped)).toHaveLength(0);
  },
);

test('the author edits their post and deletes it', async ({
  page,
  request,
  member,
  signInPage,
  navbar,
}) => {
  const feed = new FeedPage(page);
  const text = `Chain snapped near the lock ${uniqueUsername()}`;
  await signedInOnFeed(feed, async () => {
    await signInPage.signIn(member.username, member.password);
    await navbar.expectSignedInAs(member.username);
  });
  await feed.write(text);
  const post = feed.post(text);
  await expect(post).toBeVisible();

  // Each post's menu button is named for its post: a feed holds many.
  const actions = post.getByRole('button', { name: `Actions for ${member.fullName}'s post` });
  await actions.click();
  await expect(page.getByRole('menuitem', { name: 'Report' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit post' });
  await editor.getByLabel('Location').fill('Lock 12');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(post.getByText('Lock 12')).toBeVisible();
  await expect
    .poll(async () => (await postsOnServer(request, text))[0] as unknown)
    .toMatchObject({ location: 'Lock 12' });

  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(feed.post(text)).toHaveCount(0);
  // The notice outlives the card it was asked from.
  await expect(page.getByText('Post deleted.')).toBeVisible();
  expect(await postsOnServer(request, text)).toHaveLength(0);
});

test('scrolling to the end of a page of eleven brings the next page', async ({
  page,
  request,
  member,
}) => {
  const token = await tokenOf(request, member);
  const headers = { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` };
  const tag = uniqueUsername();
  // Twelve posts of the reader's own, newest last: the first is past the first page.
  for (let n = 1; n <= 12; n++) {
    const reply = await request.post('/api/post', {
      headers,
      data: { content: `Ride log ${n} ${tag}` },
    });
    expect(reply.status()).toBe(201);
  }
  const feed = new FeedPage(page);
  await feed.goto();
  // The posts' own region: pinned announcements above it are articles too.
  const articles = page.getByRole('region', { name: 'Feed' }).getByRole('article');
  // Other tests post at the same time: the first page is eleven posts, whichever they are.
  await expect(articles).toHaveCount(11);
  await expect(feed.post(`Ride log 1 ${tag}`)).toHaveCount(0);
  await expect
    .poll(async () => {
      await articles.last().scrollIntoViewIfNeeded();
      return feed.post(`Ride log 1 ${tag}`).count();
    })
    .toBe(1);
  expect(await articles.count()).toBeGreaterThan(11);
});

test("a member votes in another member's poll and reports the post", async ({
  page,
  request,
  member,
  signInPage,
  navbar,
}) => {
  const author = await createVerifiedMember(request);
  const token = await tokenOf(request, author);
  const question = `Where do we stop for coffee? ${uniqueUsername()}`;
  const created = await request.post('/api/post', {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
    data: { content: question, isPoll: true, pollOptions: ['The lock cafe', 'The mill'] },
  });
  expect(created.status(), await created.text()).toBe(201);

  const feed = new FeedPage(page);
  await signedInOnFeed(feed, async () => {
    await signInPage.signIn(member.username, member.password);
    await navbar.expectSignedInAs(member.username);
  });
  const post = feed.post(question);
  await post.getByRole('radio', { name: 'The mill' }).check();
  await post.getByRole('button', { name: 'Vote' }).click();
  await expect(post.getByText('Your vote · 100%')).toBeVisible();
  await expect(post.getByText('1 vote', { exact: true })).toBeVisible();

  await post.getByRole('button', { name: `Actions for ${author.fullName}'s post` }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await expect(post.getByText('Reported', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await postsOnServer(request, question, token))[0]?.reportCount)
    .toBe(1);
});
