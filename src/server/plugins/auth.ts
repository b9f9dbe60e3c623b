/**
 * Reads `Authorization: Bearer <jwt>` on every request and puts the member behind it on
 * `request.auth`; the chat socket resolves its CONNECT token through the same
 * `app.resolveSession`. Routes declare who may call them with the guards below; roles and flags
 * are read from the database on each request, so a change takes effect at once.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGE } from '../../contract/messages';
import type { RoleName } from '../../contract/roles';
import { resolveSession, whyEnded } from '../lib/sessions';
import { forbidden, unauthorized } from '../http-errors';
import type { AuthUser } from '../types';

export default fp(
  async (app) => {
    app.decorate('resolveSession', (token: string) =>
      resolveSession(app.db, app.config.jwtSecret, token),
    );
    app.decorateRequest('auth', null);
    app.decorateRequest('authRefusal', null);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const token = header.slice('Bearer '.length).trim();
      if (!token) return;
      request.auth = await app.resolveSession(token);
      // Read only for a token that failed, so that the member is told why they were signed out.
      if (!request.auth) request.authRefusal = await whyEnded(app.db, app.config.jwtSecret, token);
    });
  },
  { name: 'auth' },
);

/** The signed-in member, or a 401 that says whether the session ended or was never there. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.auth) return request.auth;
  throw request.authRefusal
    ? unauthorized(request.authRefusal, 'SESSION_ENDED')
    : unauthorized(SERVER_MESSAGE.signInRequired, 'SIGN_IN_REQUIRED');
}

export function hasRole(user: Pick<AuthUser, 'roles'> | null, ...roles: RoleName[]): boolean {
  return !!user && roles.some((role) => user.roles.includes(role));
}

/** The signed-in member holding at least one of the roles; 401 or 403 otherwise. */
export function requireRole(request: FastifyRequest, ...roles: RoleName[]): AuthUser {
  const user = requireUser(request);
  if (!hasRole(user, ...roles)) throw forbidden(SERVER_MESSAGE.forbidden);
  return user;
}

/** Guards as preHandlers, for routes whose whole audience is one rule. */
export const guard = {
  user: async (request: FastifyRequest, _reply: FastifyReply) => {
    requireUser(request);
  },
  role:
    (...roles: RoleName[]) =>
    async (request: FastifyRequest, _reply: FastifyReply) => {
      requireRole(request, ...roles);
    },
};
