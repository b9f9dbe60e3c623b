/**
 * Puts `app.notify(userIds, payload)` on the app, the one way features send push notices.
 * Callers need not wait for it; sends still under way when the app closes are awaited, so
 * none of them meets a closed database.
 */
import fp from 'fastify-plugin';
import type { PushPayload } from '../../../contract/push';
import { notify, type NotifyResult } from './service';

export default fp(
  async (app) => {
    const pending = new Set<Promise<NotifyResult>>();
    app.decorate('notify', (userIds: number[], payload: PushPayload) => {
      const sending = notify(app, userIds, payload);
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
      return sending;
    });
    app.addHook('onClose', async () => {
      await Promise.all(pending);
    });
  },
  { name: 'push-notifier' },
);
