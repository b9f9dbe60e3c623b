/**
 * Puts `app.notify(userIds, kind, payload)` on the app, the one way features send notices.
 * Callers need not wait for it; sends still under way when the app closes are awaited, so
 * none of them meets a closed database.
 */
import fp from 'fastify-plugin';
import type { NotificationKind } from '../../../contract/notifications-constants';
import type { PushPayload } from '../../../contract/push';
import { notify, type NotifyOptions, type NotifyResult } from './service';

export default fp(
  async (app) => {
    const pending = new Set<Promise<NotifyResult>>();
    app.decorate(
      'notify',
      (
        userIds: number[],
        kind: NotificationKind,
        payload: PushPayload | (() => PushPayload),
        options?: NotifyOptions,
      ) => {
        const sending = notify(app, userIds, kind, payload, options);
        pending.add(sending);
        void sending.finally(() => pending.delete(sending));
        return sending;
      },
    );
    app.addHook('onClose', async () => {
      await Promise.all(pending);
    });
  },
  { name: 'push-notifier' },
);
