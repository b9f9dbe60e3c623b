/**
 * Push notices in the service worker: show each one, tell open windows so the app can show it
 * too, and on a click bring the member to the notice's page in a window of ours.
 */
import { PUSH_MESSAGE_TYPE, type PushMessage, type PushPayload } from '../src/contract/push';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

/** A push the worker cannot read still becomes a notice: browsers penalise silent pushes. */
function readPayload(event: PushEvent): PushPayload {
  const fallback: PushPayload = { title: 'Club app', body: '', url: '/', tag: 'club' };
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    return {
      title: typeof data?.title === 'string' ? data.title : fallback.title,
      body: typeof data?.body === 'string' ? data.body : fallback.body,
      url: typeof data?.url === 'string' ? data.url : fallback.url,
      tag: typeof data?.tag === 'string' ? data.tag : fallback.tag,
    };
  } catch {
    return { ...fallback, body: event.data?.text() ?? '' };
  }
}

/** Only paths of this app are opened, never another site a payload might name. */
function sameOriginUrl(url: string): string {
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? target.href : self.location.origin + '/';
}

async function onPush(payload: PushPayload): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const message: PushMessage = { type: PUSH_MESSAGE_TYPE, payload };
  for (const client of windows) client.postMessage(message);
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: ICON,
    badge: ICON,
    data: { url: payload.url },
  });
}

async function onClick(url: string): Promise<void> {
  const target = sameOriginUrl(url);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() is refused for a window this worker does not control; focusing is still right.
    await focused.navigate(target).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('push', (event) => {
  event.waitUntil(onPush(readPayload(event)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(onClick(typeof data?.url === 'string' ? data.url : '/'));
});
