/** /api/auth: the account calls of §7. Codes and passwords are handled in service.ts. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '../../../contract/api-paths';
import {
  emailQuerySchema,
  identifierQuerySchema,
  loginRefusedSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  usernameQuerySchema,
  verifyEmailSchema,
} from '../../../contract/auth';
import { REPLY } from '../../../contract/messages';
import { identifiedUserSchema, loginReplySchema } from '../../../contract/users';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { sendError } from '../../plugins/errors';
import { KEEPS_REPLY_WITH_WRITE, replyKeeper } from '../../plugins/idempotency-reply';
import * as accounts from './service';
import { forgetOldTries } from './slowing';
import { codeTicket, giveCodeTicket, trustDevice, trustedDevice } from './trust';

const tags = ['auth'];
const TEXT = 'text/plain; charset=utf-8';
const emailSent = z.literal(REPLY.emailSent).describe('Plain text, not JSON.');

const byUsername = (request: { body?: unknown }) =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 254);

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  forgetOldTries(app);
  app.post(
    AUTH_PATHS.signup,
    {
      config: KEEPS_REPLY_WITH_WRITE,
      schema: {
        tags,
        summary: 'Create an unverified account and e-mail it a verification code',
        body: signupSchema,
        response: {
          201: z.object({ username: z.string(), email: z.string() }),
          ...errorResponses(400, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const { username, email, userId } = await accounts.signup(
        app,
        request.body,
        replyKeeper(request, reply, 201),
      );
      giveCodeTicket(app, reply, 'verify', userId);
      return reply.code(201).send({ username, email });
    },
  );

  app.post(
    AUTH_PATHS.verifyEmail,
    {
      schema: {
        tags,
        summary: 'Activate an account with the code from its e-mail',
        body: verifyEmailSchema,
        response: { 200: z.literal(true), ...errorResponses(400, 429) },
      },
      config: perMinute('verifyEmail', 10),
    },
    async (request) => {
      await accounts.verifyEmail(app, request.body, (userId) =>
        codeTicket(app, request, 'verify', userId),
      );
      return true as const;
    },
  );

  app.post(
    AUTH_PATHS.sendOtpToEmail,
    {
      schema: {
        tags,
        summary: 'Send a new verification code (same reply whether or not the address exists)',
        querystring: emailQuerySchema,
        response: { 200: emailSent, ...errorResponses(400, 429, 503) },
      },
      config: perMinute('sendOtpToEmail', 5),
    },
    async (request, reply) => {
      // A ticket either way: the reply must not tell whether the address has an account.
      giveCodeTicket(
        app,
        reply,
        'verify',
        await accounts.resendVerification(app, request.query.email),
      );
      return reply.type(TEXT).send(REPLY.emailSent);
    },
  );

  app.post(
    AUTH_PATHS.login,
    {
      schema: {
        tags,
        summary:
          "Sign in with a username or e-mail and a password; an unverified account's 403 names its e-mail",
        body: loginSchema,
        response: {
          200: loginReplySchema,
          403: loginRefusedSchema,
          ...errorResponses(400, 401, 429),
        },
      },
      config: perMinute('login', 10, byUsername),
    },
    async (request, reply) => {
      const signedIn = await accounts.login(
        app,
        request.body,
        request.headers['user-agent'],
        (id) => trustedDevice(request, id),
      );
      trustDevice(app, request, reply, signedIn.user.id);
      return signedIn;
    },
  );

  app.post(
    AUTH_PATHS.signout,
    {
      schema: {
        tags,
        summary: 'End the session of the bearer token',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      if (request.auth) await accounts.signout(app.db, request.auth.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    AUTH_PATHS.checkEmailAvailability,
    {
      schema: {
        tags,
        summary: 'true when no account uses this e-mail',
        querystring: emailQuerySchema,
        response: { 200: z.boolean(), ...errorResponses(400, 429) },
      },
      config: perMinute('checkEmailAvailability', 60),
    },
    async (request) => accounts.emailAvailable(app.db, request.query.email),
  );

  app.get(
    AUTH_PATHS.checkUsernameAvailability,
    {
      schema: {
        tags,
        summary: 'true when no account uses this username (in any case)',
        querystring: usernameQuerySchema,
        response: { 200: z.boolean(), ...errorResponses(400, 429) },
      },
      config: perMinute('checkUsernameAvailability', 60),
    },
    async (request) => accounts.usernameAvailable(app.db, request.query.username),
  );

  app.get(
    AUTH_PATHS.getUserByIdentifier,
    {
      schema: {
        tags,
        summary: 'Name and picture of the account a username or e-mail belongs to',
        querystring: identifierQuerySchema,
        response: { 200: identifiedUserSchema, ...errorResponses(400, 404, 429) },
      },
      config: perMinute('getUserByIdentifier', 60),
    },
    async (request) => accounts.identify(app.db, request.query.identifier),
  );

  app.post(
    AUTH_PATHS.forgotPassword,
    {
      schema: {
        tags,
        summary: 'E-mail a password reset code to the account of a username or e-mail',
        querystring: usernameQuerySchema,
        response: { 200: emailSent, ...errorResponses(400, 404, 429, 503) },
      },
      config: perMinute('forgotPassword', 5),
    },
    async (request, reply) => {
      giveCodeTicket(
        app,
        reply,
        'reset',
        await accounts.forgotPassword(app, request.query.username),
      );
      return reply.type(TEXT).send(REPLY.emailSent);
    },
  );

  app.post(
    AUTH_PATHS.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code; ends every session of the account',
        body: resetPasswordSchema,
        response: { 200: z.literal(REPLY.resetDone), ...errorResponses(400, 429) },
      },
      config: perMinute('resetPassword', 10),
    },
    async (request, reply) => {
      const userId = await accounts.resetPassword(app, request.body, (id) =>
        codeTicket(app, request, 'reset', id),
      );
      // The code proved the mailbox: this browser is the account's own.
      trustDevice(app, request, reply, userId);
      return REPLY.resetDone;
    },
  );

  // §7 lists these two as GET, but they send e-mail, and no GET changes state here.
  for (const path of [AUTH_PATHS.sendOtpToEmail, AUTH_PATHS.forgotPassword]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'Refused: use POST',
          response: errorResponses(405),
        },
      },
      async (_request, reply) =>
        sendError(reply.header('allow', 'POST'), 405, 'Use POST: this call sends an e-mail.'),
    );
  }
};
export default authRoutes;
