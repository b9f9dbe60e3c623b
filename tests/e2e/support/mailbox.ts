/** Reads the e-mails the app sent, through the endpoint global-setup serves (mail-endpoint.ts). */
import { MAIL_URL } from './env';

export interface Mail {
  subject: string;
  text: string;
}

export const mailbox = {
  /** How many e-mails arrived so far; pass it to `codeFor` to skip older ones. */
  async mark(): Promise<number> {
    const response = await fetch(`${MAIL_URL}/mail/count`);
    return ((await response.json()) as { count: number }).count;
  },

  /** The newest e-mail to `to` that arrived after `mark`, waiting for it. */
  async latest(to: string, mark = 0, timeoutMs = 15_000): Promise<Mail> {
    const query = new URLSearchParams({ to, after: String(mark), timeoutMs: String(timeoutMs) });
    const response = await fetch(`${MAIL_URL}/mail?${query}`);
    const body = (await response.json()) as Mail & { message?: string };
    if (!response.ok) throw new Error(body.message ?? `No e-mail to ${to}`);
    return body;
  },

  /** The 6-digit code of the newest e-mail to `to` after `mark`. */
  async codeFor(to: string, mark = 0): Promise<string> {
    const mail = await this.latest(to, mark);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`The e-mail to ${to} holds no 6-digit code:\n${mail.text}`);
    return code;
  },
};
