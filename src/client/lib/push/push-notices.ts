/**
 * While the app is open, a push also shows inside it: the service worker passes each one to
 * open windows, and this shows it as a Mantine notification.
 */
import { notifications } from '@mantine/notifications';
import type { PushPayload } from '../../../contract/push';
import { PUSH_MESSAGE_TYPE } from '../../../contract/push-texts';

/** A plain check rather than the zod schema: this module is part of the first screen. */
function isPushPayload(value: unknown): value is PushPayload {
  if (!value || typeof value !== 'object') return false;
  const fields = value as Record<string, unknown>;
  return ['title', 'body', 'url', 'tag'].every((key) => typeof fields[key] === 'string');
}

export function handlePushMessage(data: unknown): boolean {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== PUSH_MESSAGE_TYPE)
    return false;
  const payload = (data as { payload?: unknown }).payload;
  if (!isPushPayload(payload)) return false;
  notifications.show({
    id: `push-${payload.tag}`,
    title: payload.title,
    message: payload.body,
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
