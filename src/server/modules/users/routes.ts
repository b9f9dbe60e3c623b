/** /api/user: profiles, the member list for managers, flags, deletion and pictures. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_PATHS } from '../../../contract/api-paths';
import {
  COVER_PICTURE_WIDTHS,
  DEFAULT_AVATAR_URL,
  PROFILE_PICTURE_WIDTHS,
} from '../../../contract/constants';
import { pageSchema } from '../../../contract/paging';
import {
  directoryQuerySchema,
  languageChoiceSchema,
  managedUserSchema,
  publicUserSchema,
  selfUserSchema,
  userListQuerySchema,
  userProfileSchema,
  userUpdateSchema,
} from '../../../contract/users';
import { errorResponses } from '../../lib/error-responses';
import { requireRole, requireUser } from '../../plugins/auth';
import { readImage } from '../media';
import * as users from './service';
import { pictureOf } from './shapes';
import { idParamSchema } from '../../../contract/ids';

const tags = ['users'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: idParamSchema });

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    USER_PATHS.me,
    {
      schema: { tags, security, response: { 200: selfUserSchema, ...errorResponses(401) } },
    },
    async (request) => users.me(app.db, requireUser(request)),
  );

  app.put(
    USER_PATHS.language,
    {
      schema: {
        tags,
        security,
        summary: "The member's language: their e-mails and pushes, and every device they use",
        body: languageChoiceSchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await users.chooseLanguage(app.db, requireUser(request), request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.get(
    USER_PATHS.list,
    {
      schema: {
        tags,
        security,
        summary: 'Members, paged (admins and members allowed to manage users)',
        querystring: userListQuerySchema,
        response: { 200: pageSchema(managedUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => users.list(app.db, requireUser(request), request.query),
  );

  app.get(
    USER_PATHS.directory,
    {
      schema: {
        tags,
        security,
        summary: 'The member directory (signed-in members): search by full name or username',
        querystring: directoryQuerySchema,
        response: { 200: pageSchema(publicUserSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      requireUser(request);
      return users.directory(app.db, request.query);
    },
  );

  app.get(
    '/user/:id',
    {
      schema: {
        tags,
        summary:
          'A profile: public shape and about; more for themselves, for admins (contact details) and for managers',
        params: idParams,
        response: { 200: userProfileSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => users.getOne(app.db, request.auth, request.params.id),
  );

  app.put(
    '/user/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit your own profile, or (managers) the flags of another account',
        params: idParams,
        body: userUpdateSchema,
        response: { 200: userProfileSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => users.update(app.db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/user/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an account (admins; a developer account only by a developer)',
        params: idParams,
        response: { 204: z.null().describe('No content'), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await users.remove(app, requireRole(request, 'ROLE_ADMIN', 'ROLE_DEV'), request.params.id);
      return reply.code(204).send(null);
    },
  );

  const pictureRoutes = [
    { path: USER_PATHS.changeProfilePicture, kind: 'profile', widths: PROFILE_PICTURE_WIDTHS },
    { path: USER_PATHS.changeCoverPicture, kind: 'cover', widths: COVER_PICTURE_WIDTHS },
  ] as const;
  for (const { path, kind, widths } of pictureRoutes) {
    app.post(
      path,
      {
        schema: {
          tags,
          security,
          summary: `Replace your ${kind} picture (multipart field "image", at most 10 MB)`,
          consumes: ['multipart/form-data'],
          response: { 200: selfUserSchema, ...errorResponses(400, 401, 413) },
        },
      },
      async (request) => {
        const viewer = requireUser(request);
        return users.changePicture(app, viewer, kind, await readImage(request), widths);
      },
    );
  }

  app.get(
    '/user/getProfilePictureOf/:id',
    {
      schema: {
        tags,
        summary: "Redirects to a member's profile picture, or to the default avatar",
        params: idParams,
        response: { 302: z.null().describe('Redirect'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const mediaId = await users.profilePictureOf(app.db, request.params.id);
      return reply.redirect(pictureOf(mediaId)?.url ?? DEFAULT_AVATAR_URL, 302);
    },
  );
};
export default userRoutes;
