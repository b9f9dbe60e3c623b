/**
 * A real SMTP server on loopback that keeps every message it receives, so tests read the code
 * out of the e-mail the app really sent (no mock of the mailer).
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The message body with quoted-printable soft line breaks and escapes undone. */
  text: string;
}

/** Quoted-printable bytes, read as UTF-8 (a Bangla e-mail's letters are several bytes each). */
function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let at = 0; at < text.length; at += 1) {
    const hex = text[at] === '=' ? /^[0-9A-F]{2}/.exec(text.slice(at + 1, at + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      at += 2;
    } else {
      bytes.push(...Buffer.from(text[at]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's RFC 2047 encoded words ("=?UTF-8?B?…?="), decoded and joined. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

/** The body as its Content-Transfer-Encoding says. */
function decodeBody(head: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return decodeQuotedPrintable(body);
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The newest message to this address, waiting for it to arrive. */
  waitFor(to: string, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  /** The newest 6-digit code sent to this address. */
  codeFor(to: string, options?: { after?: number; timeoutMs?: number }): Promise<string>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [folded = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const head = folded.replace(/\r?\n[ \t]+/g, ' ');
        const subject = decodeHeader(/^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '');
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          subject,
          text: decodeBody(head, rest.join('\n\n')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  async function waitFor(to: string, { after = 0, timeoutMs = 10_000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages
        .slice(after)
        .reverse()
        .find((mail) => mail.to.includes(to.toLowerCase()));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    messages,
    waitFor,
    async codeFor(to, options) {
      const mail = await waitFor(to, options);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`The e-mail to ${to} holds no 6-digit code:\n${mail.text}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
