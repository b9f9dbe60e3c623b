/**
 * §7 Intro under /api: the landing page's content for everybody, and the forms developers and
 * admins change it with (ROLE_DEV or ROLE_ADMIN; 401 for visitors, 403 for other members).
 * DELETE /introSpecial/{id} is ours: §7 has no way to remove a special.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INTRO_FIELDS,
  INTRO_PATHS,
  homeContentSchema,
  specialSchema,
} from '../../../contract/intro';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireRole } from '../../plugins/auth';
import { readIntroForm } from './read-form';
import * as intro from './service';
import { idParamSchema } from '../../../contract/ids';

const tags = ['intro'];
const security = [{ bearer: [] }];
const EDITORS = ['ROLE_DEV', 'ROLE_ADMIN'] as const;

const introRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    INTRO_PATHS.home,
    {
      schema: {
        tags,
        summary: 'The landing page: welcome text and picture, and the specials',
        response: { 200: homeContentSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const content = await intro.homeContent(app.db);
      const tag = intro.contentTag(content);
      // Always asked again (the service worker goes to the network first and keeps the last
      // reply for offline use); an unchanged page costs a 304 without a body.
      reply.header('cache-control', 'no-cache').header('etag', tag);
      if (request.headers['if-none-match'] === tag) return reply.code(304).send(null);
      return content;
    },
  );

  app.post(
    INTRO_PATHS.update,
    {
      config: perMinute('intro-update', 30),
      schema: {
        tags,
        security,
        summary: `Change the welcome text (field ${INTRO_FIELDS.welcomeText}) and, when a file ${INTRO_FIELDS.welcomeImage} is sent, the picture`,
        consumes: ['multipart/form-data'],
        response: { 200: homeContentSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request) => {
      const editor = requireRole(request, ...EDITORS);
      const form = await readIntroForm(request, {
        fields: [INTRO_FIELDS.welcomeText],
        files: [INTRO_FIELDS.welcomeImage],
      });
      return intro.updateWelcome(app, editor, form);
    },
  );

  app.post(
    INTRO_PATHS.addSpecial,
    {
      config: perMinute('intro-special', 30),
      schema: {
        tags,
        security,
        summary:
          'Add a special, or update one when id is sent: title, description, pictures (files "images"; "keepImages" names the pictures to keep)',
        consumes: ['multipart/form-data'],
        response: {
          200: specialSchema,
          201: specialSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const editor = requireRole(request, ...EDITORS);
      const form = await readIntroForm(request, {
        fields: [
          INTRO_FIELDS.id,
          INTRO_FIELDS.title,
          INTRO_FIELDS.description,
          INTRO_FIELDS.keepImages,
        ],
        files: [INTRO_FIELDS.images],
      });
      const { special, created } = await intro.saveSpecial(app, editor, form);
      return reply.code(created ? 201 : 200).send(special);
    },
  );

  app.delete(
    INTRO_PATHS.special(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Delete a special and its pictures',
        params: z.object({ id: idParamSchema }),
        response: {
          204: z.null().describe('No content'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      requireRole(request, ...EDITORS);
      await intro.deleteSpecial(app, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
export default introRoutes;
