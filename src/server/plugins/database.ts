/** Opens the database, brings it to the latest migration and closes it when the app stops. */
import fp from 'fastify-plugin';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

export default fp(async (app) => {
  const opened = openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
  await migrateToLatest(opened);
  app.decorate('db', opened.db);
  app.decorate('dialect', opened.dialect);
  app.addHook('onClose', async () => {
    await opened.db.destroy();
  });
});
