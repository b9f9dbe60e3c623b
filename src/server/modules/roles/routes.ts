/** /api/role: the role list, holders of a role, a member's roles, assign and remove. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema, pageSchema } from '../../../contract/paging';
import { ROLES } from '../../../contract/roles';
import { publicUserSchema, roleSchema } from '../../../contract/users';
import { errorResponses } from '../../lib/error-responses';
import { requireRole, requireUser } from '../../plugins/auth';
import * as roles from './service';
import { idParamSchema } from '../../../contract/ids';

const tags = ['roles'];
const security = [{ bearer: [] }];
const roleName = z.enum(ROLES, { error: `The role must be one of ${ROLES.join(', ')}.` });
const userId = idParamSchema;
const roleList = z.array(roleSchema);

const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/role',
    {
      schema: { tags, security, response: { 200: roleList, ...errorResponses(401) } },
    },
    async (request) => {
      requireUser(request);
      return roles.allRoles();
    },
  );

  app.get(
    '/role/:name',
    {
      schema: {
        tags,
        security,
        summary: 'Members holding a role, paged (admins and developers)',
        params: z.object({ name: roleName }),
        querystring: pageQuerySchema(),
        response: { 200: pageSchema(publicUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'ROLE_ADMIN', 'ROLE_DEV');
      const { page, size } = request.query;
      return roles.holders(app.db, request.params.name, page, size);
    },
  );

  app.get(
    '/role/roleOf/:userId',
    {
      schema: {
        tags,
        security,
        summary: "A member's roles (themselves, admins and developers)",
        params: z.object({ userId }),
        response: { 200: roleList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => roles.roleOf(app.db, requireUser(request), request.params.userId),
  );

  const change = { tags, security, params: z.object({ role: roleName, userId }) };
  const changeResponses = { 200: roleList, ...errorResponses(400, 401, 403, 404, 409) };

  app.post(
    '/role/assign/:role/to/:userId',
    {
      schema: {
        ...change,
        summary: 'Grant a role; replies the roles now held',
        response: changeResponses,
      },
    },
    async (request) =>
      roles.assign(app.db, requireUser(request), request.params.role, request.params.userId),
  );

  app.post(
    '/role/remove/:role/from/:userId',
    {
      schema: {
        ...change,
        summary: 'Remove a role; replies the roles now held',
        response: changeResponses,
      },
    },
    async (request) =>
      roles.remove(app, requireUser(request), request.params.role, request.params.userId),
  );
};
export default roleRoutes;
