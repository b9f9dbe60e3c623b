/** The chat room (/chat) as a member or visitor sees it. */
import { expect, type Locator, type Page } from '@playwright/test';
import { CHAT_TEXT } from '../../../src/contract/chat';
import { CHAT_SCREEN_TEXT } from '../../../src/client/features/chat/texts';

export class ChatPage {
  readonly heading: Locator;
  readonly log: Locator;
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly status: Locator;
  readonly newMessagesPill: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: CHAT_TEXT.title, level: 1 });
    this.log = page.getByRole('log', { name: CHAT_SCREEN_TEXT.messages });
    this.input = page.getByRole('textbox', { name: CHAT_TEXT.placeholder });
    this.sendButton = page.getByRole('button', { name: CHAT_TEXT.send, exact: true });
    this.status = page.getByRole('status', { name: CHAT_SCREEN_TEXT.connection });
    this.newMessagesPill = page.getByRole('button', { name: CHAT_SCREEN_TEXT.newMessages });
  }

  async goto(): Promise<void> {
    await this.page.goto('/chat');
    await expect(this.heading).toBeVisible();
  }

  async expectConnected(): Promise<void> {
    await expect(this.status).toHaveText(CHAT_SCREEN_TEXT.status.connected, { timeout: 20_000 });
  }

  /** A message as shown in the room: its list item. */
  message(text: string): Locator {
    return this.log.getByRole('listitem').filter({ hasText: text });
  }

  /** Types and sends with the Enter key, as on a keyboard. */
  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
    await expect(this.input).toHaveValue('');
  }
}
