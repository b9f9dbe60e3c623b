/**
 * Opens the database, brings it to the latest migration and closes it when the app stops. Its
 * writes are counted (`app.dbWrites`) for the replies kept in memory.
 */
import fp from 'fastify-plugin';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { WriteCounter } from '../db/write-counter';

export default fp(async (app) => {
  const opened = openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir });
  await migrateToLatest(opened);
  const writes = new WriteCounter();
  app.decorate('db', opened.db.withPlugin(writes));
  app.decorate('dbWrites', writes);
  app.decorate('dialect', opened.dialect);
  app.decorate('dbPool', opened.pool ?? null);
  app.addHook('onClose', async () => {
    await opened.db.destroy();
  });
});
