/**
 * While the app is open, a push also shows inside it: the service worker passes each one to
 * open windows, and this shows it as a Mantine notification.
 */
import { notifications } from '@mantine/notifications';
import { PUSH_MESSAGE_TYPE, pushPayloadSchema } from '../../../contract/push';

export function handlePushMessage(data: unknown): boolean {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== PUSH_MESSAGE_TYPE)
    return false;
  const parsed = pushPayloadSchema.safeParse((data as { payload?: unknown }).payload);
  if (!parsed.success) return false;
  notifications.show({
    id: `push-${parsed.data.tag}`,
    title: parsed.data.title,
    message: parsed.data.body,
    color: 'teal',
    autoClose: 8_000,
  });
  return true;
}

/** Starts listening once per page; returns the way to stop (for tests). */
export function listenForPushNotices(): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => void handlePushMessage(event.data);
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
