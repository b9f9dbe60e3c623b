/** The messages screen (/messges) as a member sees it: the inbox and one open conversation. */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  CONVERSATION_PATHS,
  CONVERSATION_TEXT,
  type ConversationHistory,
} from '../../../src/contract/conversations';
import { CONVERSATION_SCREEN_TEXT } from '../../../src/client/features/conversations/texts';

export class MessgesPage {
  readonly input: Locator;
  readonly sendButton: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByRole('textbox', { name: CONVERSATION_TEXT.placeholder });
    this.sendButton = page.getByRole('button', { name: CONVERSATION_TEXT.send });
  }

  async goto(): Promise<void> {
    await this.page.goto('/messges');
    await expect(this.page.getByRole('heading', { name: CONVERSATION_TEXT.title })).toBeVisible();
  }

  /** The inbox row of a conversation. */
  row(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(name) });
  }

  /** The open conversation's messages, sent and waiting. */
  messages(conversationName: string): Locator {
    return this.page.getByRole('list', { name: conversationName });
  }

  /** One message as shown in the open conversation: its list item. */
  message(conversationName: string, text: string): Locator {
    return this.messages(conversationName).getByRole('listitem').filter({ hasText: text });
  }

  /** Types and sends with the Enter key; the message shows at once, waiting or sent. */
  async write(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
    await expect(this.input).toHaveValue('');
  }

  waitingBadge(item: Locator): Locator {
    return item.getByText(CONVERSATION_SCREEN_TEXT.waiting);
  }

  /** The id of the conversation open on the screen, from the address. */
  openId(): number {
    return Number(new URL(this.page.url()).searchParams.get('conversation'));
  }

  /** The conversation's stored history, read with the member's own session. */
  async history(conversationId: number): Promise<ConversationHistory> {
    const path = `/api${CONVERSATION_PATHS.messages(conversationId)}?size=100`;
    return this.page.evaluate(async (url) => {
      const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
      const reply = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return (await reply.json()) as ConversationHistory;
    }, path);
  }
}
