/**
 * Anti-forgery (§7, docs/api.md): every reply to a client without a valid `XSRF-TOKEN` cookie
 * sets one (signed, readable by the page); every state-changing `/api` request must send the
 * same value back in `X-XSRF-TOKEN`. A page on another origin can neither read the cookie nor
 * set the header, so it cannot make a member's browser write on their behalf.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { SERVER_MESSAGE } from '../../contract/messages';
import { XSRF_COOKIE, XSRF_HEADER } from '../../contract/constants';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export default fp(async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');

  app.addHook('onRequest', async (request, reply) => {
    const raw = request.cookies[XSRF_COOKIE];
    const valid = raw !== undefined && request.unsignCookie(raw).valid;
    if (!valid) {
      reply.setCookie(XSRF_COOKIE, randomBytes(18).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
        signed: true,
      });
    }
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.skipCsrf) return;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (!valid || typeof header !== 'string' || !sameText(header, raw)) {
      return sendError(reply, 403, SERVER_MESSAGE.csrf, { code: 'CSRF' });
    }
  });
});
