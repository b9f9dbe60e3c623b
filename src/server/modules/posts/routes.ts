/**
 * /api/post: the club feed of §7. Reading is open (what a reader sees depends on the session);
 * writing needs a session; who may change what is the service's to check. §7's GET forms that
 * change state are served as DELETE and POST, and their GET answers 405 naming the right one.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  POST_PATHS,
  POST_TEXT,
  likeSetSchema,
  likeStateSchema,
  pollVoteSchema,
  postInputSchema,
  postListQuerySchema,
  postPageSchema,
  postPictureSchema,
  postSchema,
} from '../../../contract/posts';
import { LIBRARY_PICTURE_PATHS, libraryPictureInputSchema } from '../../../contract/storage';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireUser } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import { KEEPS_REPLY_WITH_WRITE, replyKeeper } from '../../plugins/idempotency-reply';
import commentRoutes from './comments/routes';
import moderationRoutes from './moderation/routes';
import { guardPictures, readImage } from '../media';
import { postPictureAudience } from './picture-access';
import * as posts from './service';
import { idParamSchema } from '../../../contract/ids';
import { offlineWrite } from '../../plugins/write-versions';

const tags = ['posts'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });
const noContent = z.null().describe('No content');

const postRoutes: FastifyPluginAsyncZod = async (app) => {
  guardPictures(posts.PICTURE_KIND, postPictureAudience);
  app.get(
    POST_PATHS.list,
    {
      schema: {
        tags,
        summary:
          'The feed, newest first: public posts, members-only ones for members, own private ones',
        querystring: postListQuerySchema,
        response: { 200: postPageSchema, ...errorResponses(400) },
      },
      config: { visitorReplies: true },
    },
    async (request) => posts.feed(app, request.auth, request.query.page, request.query.size),
  );

  app.get(
    POST_PATHS.byAuthor(':id'),
    {
      schema: {
        tags,
        summary: "A member's posts, newest first, with the feed's privacy (their profile page)",
        params,
        querystring: postListQuerySchema,
        response: { 200: postPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      posts.byAuthor(app, request.auth, request.params.id, request.query.page, request.query.size),
  );

  app.get(
    POST_PATHS.one(':id'),
    {
      schema: {
        tags,
        summary: 'One post; 404 when the reader may not see it',
        params,
        response: { 200: postSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => posts.one(app, request.auth, request.params.id),
  );

  app.post(
    POST_PATHS.list,
    {
      config: {
        ...perMinute('post-create', 30),
        ...KEEPS_REPLY_WITH_WRITE,
        ...offlineWrite('post.create'),
      },
      schema: {
        tags,
        security,
        summary: 'Write a post (pictures first go through POST /api/post/picture)',
        body: postInputSchema,
        response: { 201: postSchema, ...errorResponses(400, 401, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await posts.create(
            app,
            requireUser(request),
            request.body,
            replyKeeper(request, reply, 201),
          ),
        ),
  );

  app.put(
    POST_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Replace your own post; pictures it no longer holds are deleted',
        params,
        body: postInputSchema,
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => posts.update(app, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    POST_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Delete a post (its author, members with canDeletePosts, admins)',
        params,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await posts.remove(app, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    POST_PATHS.picture,
    {
      config: perMinute('post-picture', 30),
      schema: {
        tags,
        security,
        summary: 'Upload a post picture (multipart field "image", at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: postPictureSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const author = requireUser(request);
      return reply.code(201).send(await posts.uploadPicture(app, author, await readImage(request)));
    },
  );

  app.post(
    LIBRARY_PICTURE_PATHS.post,
    {
      config: perMinute('post-library-picture', 30),
      schema: {
        tags,
        security,
        summary:
          'Use one of your library pictures in a post: the reply is what an upload answers; 403 for a file not yours',
        body: libraryPictureInputSchema,
        response: { 201: postPictureSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await posts.pictureFromLibrary(app, requireUser(request), request.body.libraryPictureId),
        ),
  );

  app.post(
    POST_PATHS.like(':id'),
    {
      config: perMinute('post-like', 120),
      schema: {
        tags,
        security,
        summary: 'Toggle your like; send an Idempotency-Key so a retry does not toggle back',
        params,
        response: { 200: likeStateSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request) => posts.toggleLike(app, requireUser(request), request.params.id),
  );

  app.put(
    POST_PATHS.likeState(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Set your like to liked or not: repeating it changes nothing',
        params,
        body: likeSetSchema,
        response: { 200: likeStateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      posts.setLiked(app, requireUser(request), request.params.id, request.body.liked),
  );

  app.put(
    POST_PATHS.vote(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Vote in a poll; voting again moves your vote',
        params,
        body: pollVoteSchema,
        response: { 200: postSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      posts.vote(app, requireUser(request), request.params.id, request.body.optionId),
  );

  // §7 lists these as GET, but they change state, and no GET changes state here.
  const refused = [
    { path: POST_PATHS.delete(':id'), allow: 'DELETE', message: POST_TEXT.useDelete },
    { path: POST_PATHS.report(':id'), allow: 'POST', message: POST_TEXT.useReportPost },
  ];
  for (const { path, allow, message } of refused) {
    app.get(
      path,
      { schema: { tags, summary: `Refused: use ${allow}`, response: errorResponses(405) } },
      async (_request, reply) => sendError(reply.header('allow', allow), 405, message),
    );
  }

  await app.register(commentRoutes);
  await app.register(moderationRoutes);
};
export default postRoutes;
