/**
 * Puts the file store on the app as `app.files`: pictures, library files and shared files are
 * read and written through it, wherever the configuration keeps them (files/index.ts).
 */
import fp from 'fastify-plugin';
import { openFileStore } from '../files';
import type { FileStore } from '../files/store';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

export default fp(
  async (app) => {
    const store = openFileStore(app.config, app.db);
    app.decorate('files', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'files' },
);
