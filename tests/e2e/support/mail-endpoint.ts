/**
 * Serves the SMTP sink's mailbox over HTTP. The sink lives in the Playwright runner process and
 * tests run in worker processes, so the workers ask this endpoint for the e-mails they expect.
 *
 *   GET /mail/count              -> {count}: how many e-mails arrived so far (a mark)
 *   GET /mail?to=ADDR&after=MARK -> {subject, text} of the newest e-mail to ADDR after MARK,
 *                                   waiting for it up to timeoutMs (default 10 s); 404 if none
 */
import http from 'node:http';
import type { SmtpSink } from '../../helpers/smtp-sink';

export interface MailEndpoint {
  close(): Promise<void>;
}

export async function startMailEndpoint(sink: SmtpSink, port: number): Promise<MailEndpoint> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET') return reply(405, { message: 'GET only' });
    if (url.pathname === '/mail/count') return reply(200, { count: sink.messages.length });
    if (url.pathname !== '/mail') return reply(404, { message: 'unknown path' });
    const to = url.searchParams.get('to');
    if (!to) return reply(400, { message: 'to is required' });
    const after = Number(url.searchParams.get('after') ?? 0);
    const timeoutMs = Math.min(Number(url.searchParams.get('timeoutMs') ?? 10_000), 60_000);
    sink.waitFor(to, { after, timeoutMs }).then(
      (mail) => reply(200, { subject: mail.subject, text: mail.text }),
      (error: Error) => reply(404, { message: error.message }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
