/** /api/admin: the dashboard's figures, the audit log and bug counts (admins and developers). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsSchema,
  auditEntrySchema,
  auditQuerySchema,
  bugStatsSchema,
} from '../../../contract/admin';
import { ADMIN_PATHS } from '../../../contract/api-paths';
import { pageSchema } from '../../../contract/paging';
import { errorResponses } from '../../lib/error-responses';
import { guard } from '../../plugins/auth';
import { listAudit } from './audit';
import { bugStats, stats } from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const onlyAdmins = guard.role('ROLE_ADMIN', 'ROLE_DEV');

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_PATHS.stats,
    {
      preValidation: onlyAdmins,
      schema: {
        tags,
        security,
        summary: "This month's figures and the last weeks' series (admins and developers)",
        response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => stats(app.db),
  );

  app.get(
    ADMIN_PATHS.audit,
    {
      preValidation: onlyAdmins,
      schema: {
        tags,
        security,
        summary: 'Role, account, order and settings changes, newest first (admins and developers)',
        querystring: auditQuerySchema,
        response: { 200: pageSchema(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );

  app.get(
    ADMIN_PATHS.bugStats,
    {
      preValidation: onlyAdmins,
      schema: {
        tags,
        security,
        summary: 'Bug counts by severity and state (admins and developers)',
        response: { 200: bugStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => bugStats(app.db),
  );
};
export default adminRoutes;
