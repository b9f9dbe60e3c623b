/**
 * What the server log says to a person starting the app: requests only at debug level, one
 * line each; an e-mailed code (with no SMTP_URL) in a box at a terminal, and in the JSON of a
 * line otherwise.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { noticeBox } from '../../src/server/logging';
import { signupPayload } from '../helpers/server-app';

interface Line {
  level: number;
  msg: string;
  mail?: { code?: string };
}

/** An app whose log lines (JSON, as pino writes them) are kept for the test to read. */
async function appLogging(level: string, env: Record<string, string> = {}) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const root = mkdtempSync(path.join(tmpdir(), 'club-log-'));
  const config = loadConfig({
    DATA_DIR: root,
    CLIENT_DIR: path.join(root, 'no-client'),
    SEED_DEMO: '0',
    LOG_LEVEL: level,
    ...env,
  });
  const app = await buildApp({ config, logger: { level, stream } });
  return { app, lines };
}

describe('the server log', { timeout: 30_000 }, () => {
  it('logs no request at the default level, and one line per request at debug', async () => {
    const quiet = await appLogging('info');
    await quiet.app.inject({ url: '/api/health' });
    await quiet.app.inject({ url: '/api/no-such-route' });
    expect(quiet.lines.filter((line) => line.msg.includes('/api/'))).toEqual([]);
    await quiet.app.close();

    const chatty = await appLogging('debug');
    await chatty.app.inject({ url: '/api/health' });
    const about = chatty.lines.filter((line) => line.msg.includes('/api/health'));
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ level: 20 });
    expect(about[0]!.msg).toMatch(/^GET \/api\/health 200 \d+ ms$/);
    await chatty.app.close();
  });

  async function signUp(app: Awaited<ReturnType<typeof appLogging>>['app']) {
    const client = await app.inject({ url: '/api/health' });
    const xsrf = client.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
      payload: signupPayload('log.reader'),
    });
    expect(signup.statusCode).toBe(201);
  }

  it.each([
    ['pretty', true],
    ['json', false],
  ])('with LOG_FORMAT=%s, boxes an e-mailed code: %s', async (format, boxed) => {
    const { app, lines } = await appLogging('info', { LOG_FORMAT: format });
    await signUp(app);
    const mail = lines.find((line) => line.msg.includes('Your verification code'));
    const code = /Code: (\d{6})/.exec(mail?.msg ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.msg.includes('╔')).toBe(boxed);
    // JSON lines keep the whole e-mail for a collector; at a terminal the box is enough.
    expect(mail!.mail?.code).toBe(boxed ? undefined : code);
    await app.close();
  });

  it.each(['warn', 'error'])(
    'prints the e-mailed code at LOG_LEVEL=%s: the log is the mail',
    async (level) => {
      const { app, lines } = await appLogging(level, { LOG_FORMAT: 'json' });
      await signUp(app);
      const mail = lines.find((line) => line.msg.includes('Your verification code'));
      expect(mail?.mail?.code).toMatch(/^\d{6}$/);
      // Nothing else below the level gets through with it.
      expect(lines.filter((line) => line.level < 40 && line !== mail)).toEqual([]);
      await app.close();
    },
  );

  it('draws a box as wide as its longest line', () => {
    expect(noticeBox(['Code: 123456', 'E-mail to a@b.c'])).toBe(
      [
        '╔═════════════════╗',
        '║ Code: 123456    ║',
        '║ E-mail to a@b.c ║',
        '╚═════════════════╝',
      ].join('\n'),
    );
  });
});
