/**
 * Builds the Fastify app: external plugins, then ours, then the feature modules. Only main.ts
 * listens; tests build the app and call it with `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { PICTURE_MAX_BYTES, TUNNEL_HEADER, XSRF_HEADER } from '../contract/constants';
import { INTRO_HERO_SIZES } from '../contract/intro-constants';
import { CONTRACT_VERSION_HEADER } from '../contract/write-versions';
import { proxyTrust, type Config } from './config';
import { loggerOptions, QuietRequestLog } from './logging';
import { createMailer, type Mailer } from './mail/mailer';
import apiDocs from './plugins/api-docs';
import auth from './plugins/auth';
import csrf from './plugins/csrf';
import database from './plugins/database';
import draining from './plugins/draining';
import errors from './plugins/errors';
import { requestLanguage } from './i18n/language';
import fileStore from './plugins/file-store';
import idempotency from './plugins/idempotency';
import metrics from './plugins/metrics';
import nulText from './plugins/nul-text';
import jobRunner from './jobs/plugin';
import privateReplies from './plugins/private-replies';
import rateLimits from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import slowBodies, {
  REQUEST_TIMEOUTS,
  serverTimeouts,
  type RequestTimeouts,
} from './plugins/slow-bodies';
import staticClient from './plugins/static-client';
import visitorReplies from './plugins/visitor-replies';
import writeVersions from './plugins/write-versions';
import { registerModules } from './modules';
import { welcomePicture } from './modules/intro';
import { pushNotifier } from './modules/push';
import realtime, { type RealtimeOptions } from './realtime/plugin';

export interface BuildOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Tests may pass their own mailer; the default follows SMTP_URL. */
  mailer?: Mailer;
  /** The chat socket's settings; tests shorten heart-beats and limits through these. */
  realtime?: RealtimeOptions;
  /** How long a client may take to send a request; tests shorten these. */
  timeouts?: Partial<RequestTimeouts>;
}

export async function buildApp({
  config,
  logger,
  mailer,
  realtime: realtimeOptions,
  timeouts: timeoutOptions,
}: BuildOptions) {
  const timeouts = { ...REQUEST_TIMEOUTS, ...timeoutOptions };
  const app = Fastify({
    ...serverTimeouts(timeouts),
    logger: logger ?? loggerOptions(config),
    logController: new QuietRequestLog(),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate(
    'mailer',
    mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, config }),
  );
  app.addHook('onClose', async () => app.mailer.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First: every hook, handler and error after it writes in the request's language.
  await app.register(requestLanguage);
  await app.register(errors);
  await app.register(draining);
  await app.register(privateReplies);
  await app.register(slowBodies, { timeouts });
  await app.register(nulText);
  await app.register(securityHeaders);
  await app.register(cors, {
    origin: [config.publicUrl],
    credentials: true,
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      XSRF_HEADER,
      TUNNEL_HEADER,
      'Idempotency-Key',
      CONTRACT_VERSION_HEADER,
    ],
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie, { secret: config.cookieSecret });
  await app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES, files: 10, fields: 20 } });

  await app.register(database);
  await app.register(metrics);
  await app.register(fileStore);
  await app.register(rateLimits);
  await app.register(csrf);
  await app.register(auth);
  await app.register(idempotency);
  await app.register(writeVersions);
  await app.register(visitorReplies);
  await app.register(apiDocs);
  await app.register(pushNotifier);
  await app.register(jobRunner);
  await app.register(realtime, realtimeOptions ?? {});

  await app.register(registerModules, { prefix: '/api' });
  await app.register(staticClient, {
    firstPictures: {
      '/intro': async () => {
        const picture = await welcomePicture(app.db);
        return picture && { picture, sizes: INTRO_HERO_SIZES };
      },
    },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
