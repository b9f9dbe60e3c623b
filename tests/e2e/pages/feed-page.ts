/** /home, the club feed: the post form, the posts, and what a reader does with one. */
import { expect, type Locator, type Page } from '@playwright/test';

export class FeedPage {
  readonly heading: Locator;
  /** The closed post form: a tap opens it. */
  readonly composer: Locator;
  readonly content: Locator;
  readonly location: Locator;
  readonly pictureInput: Locator;
  readonly submit: Locator;
  readonly signInCall: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Feed', level: 1, exact: true });
    this.composer = page.getByRole('button', { name: 'What happened on the road?' });
    this.content = page.getByLabel('What happened on the road?');
    this.location = page.getByLabel('Location');
    this.pictureInput = page.locator('input[type="file"]');
    this.submit = page.getByRole('button', { name: 'Post', exact: true });
    this.signInCall = page.getByText('Sign in to write a post, like and comment.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/home');
  }

  /** Opens the post form, as a member does by tapping it; the cursor lands in its text. */
  async openComposer(): Promise<void> {
    if (await this.content.isVisible()) return;
    await this.composer.click();
    await expect(this.content).toBeFocused();
  }

  /** Writes a post; pictures are PNG buffers. */
  async write(text: string, pictures: { name: string; buffer: Buffer }[] = []): Promise<void> {
    await this.openComposer();
    await this.content.fill(text);
    if (pictures.length > 0)
      await this.pictureInput.setInputFiles(
        pictures.map((picture) => ({ ...picture, mimeType: 'image/png' })),
      );
    await this.submit.click();
  }

  /** A published post in the feed, found by its text. */
  post(text: string): Locator {
    return this.page.getByRole('article').filter({ hasText: text });
  }

  /** A post of the member's still in the outbox, found by its text. */
  waiting(text: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: text });
  }

  likeButton(post: Locator): Locator {
    return post.getByRole('button', { name: /, like this post$/ });
  }

  commentsButton(post: Locator): Locator {
    return post.getByRole('button', { name: /\d+ comments?$/ });
  }

  async comment(post: Locator, text: string): Promise<void> {
    await post.getByRole('textbox', { name: 'Write a comment' }).fill(text);
    await post.getByRole('textbox', { name: 'Write a comment' }).press('Enter');
  }

  /** Replies to the post's first comment. */
  async reply(post: Locator, text: string): Promise<void> {
    await post.getByRole('button', { name: 'Reply', exact: true }).first().click();
    await post.getByRole('textbox', { name: 'Write a reply' }).fill(text);
    await post.getByRole('textbox', { name: 'Write a reply' }).press('Enter');
  }
}
