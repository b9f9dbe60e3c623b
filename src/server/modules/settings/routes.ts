/** /api/settings: the club's name, currency and shop charges for all; every setting for admins. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETTINGS_PATHS,
  clubSettingsSchema,
  publicSettingsSchema,
  settingsUpdateSchema,
} from '../../../contract/settings';
import { errorResponses } from '../../lib/error-responses';
import { requireRole } from '../../plugins/auth';
import { readClubSettings, toPublicSettings } from './read';
import type { SettingsListener } from './changes';
import { updateClubSettings } from './service';

const tags = ['settings'];
const security = [{ bearer: [] }];

export interface SettingsRoutesOptions {
  /** Told of every change, inside its transaction (changes.ts). */
  listeners: readonly SettingsListener[];
}

const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { listeners }) => {
  app.get(
    SETTINGS_PATHS.public,
    {
      schema: {
        tags,
        summary: "The club's name, currency and the shop's charges (minor units)",
        response: { 200: publicSettingsSchema },
      },
    },
    async () => toPublicSettings(await readClubSettings(app.db)),
  );

  app.get(
    SETTINGS_PATHS.all,
    {
      schema: {
        tags,
        security,
        summary: 'Every club setting (admins)',
        response: { 200: clubSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireRole(request, 'ROLE_ADMIN');
      return readClubSettings(app.db);
    },
  );

  app.put(
    SETTINGS_PATHS.public,
    {
      schema: {
        tags,
        security,
        summary: 'Change club settings (admins); the ones left out keep their value',
        body: settingsUpdateSchema,
        response: { 200: clubSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      updateClubSettings(app.db, requireRole(request, 'ROLE_ADMIN'), request.body, listeners),
  );
};
export default settingsRoutes;
