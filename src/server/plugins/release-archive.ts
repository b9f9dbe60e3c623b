/**
 * The release archive of a server that serves a built client (releases/archive.ts): started
 * by main.ts once the port is open and never waited for, since the process serves its own
 * build's files from disk meanwhile; a failure (the store unreachable) is logged and the
 * server runs on. A request for a hashed file this build does not have is answered from the
 * kept releases, with the headers a file of this build gets.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { archiveRelease, readKeptAsset, type ArchiveSummary } from '../releases/archive';
import { ASSET_CACHE_CONTROL, assetType } from '../releases/assets';
import { readClientBuild } from '../releases/build';

export interface ReleaseArchive {
  /**
   * Records this build as a release, copies its files into the store and prunes; once; a
   * second call answers the first's outcome. Null when it failed, which it has logged.
   */
  start(): Promise<ArchiveSummary | null>;
  /**
   * Sends the kept file `name` (a name assets.ts's assetNameOf accepted) and answers true, or
   * answers false, sending nothing, when no kept release has it.
   */
  sendAsset(reply: FastifyReply, name: string): Promise<boolean>;
}

export function releaseArchive(app: FastifyInstance, clientDir: string): ReleaseArchive {
  let closing = false;
  let running: Promise<ArchiveSummary | null> | undefined;

  const archive = async () => {
    try {
      const build = await readClientBuild(clientDir);
      const summary = await archiveRelease(app, build, new Date(), () => closing);
      const { failure, ...figures } = summary;
      if (summary.failed > 0) {
        app.log.warn({ err: failure, ...figures }, 'Some files of this release were not kept');
      } else app.log.info(figures, 'Release %s kept', summary.release);
      return summary;
    } catch (error) {
      app.log.error({ err: error }, 'The files of this release could not be kept');
      return null;
    }
  };
  // A closing server stops between files, and closes the store only once the file under way
  // is in.
  app.addHook('onClose', async () => {
    closing = true;
    await running;
  });

  return {
    start: () => (running ??= archive()),
    async sendAsset(reply, name) {
      const bytes = await readKeptAsset(app, name);
      if (!bytes) return false;
      // Not returned: a reply is thenable, and awaiting it waits for the whole response.
      void reply.header('Cache-Control', ASSET_CACHE_CONTROL).type(assetType(name)!).send(bytes);
      return true;
    },
  };
}
