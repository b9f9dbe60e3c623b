/**
 * While the app is open, a notice also shows inside it, from two sources: the service worker
 * passes each push to open windows, and the chat socket delivers the same notice on
 * /user/queue/notifications (for members who never allowed push too). The member sees it once:
 * a notice whose tag was shown a moment ago is the other copy, and a notice leading to what the
 * member is looking at right now (the open conversation, say) tells them nothing new.
 */
import { notifications } from '@mantine/notifications';
import type { PushPayload } from '../../../contract/push';
import { PUSH_MESSAGE_TYPE } from '../../../contract/push-texts';

/** How long a tag's notice stands for both of its copies. */
export const NOTICE_DEDUPE_MS = 10_000;

const shownAt = new Map<string, number>();
const onScreen = new Map<string, number>();

/** A plain check rather than the zod schema: this module is part of the first screen. */
function isPushPayload(value: unknown): value is PushPayload {
  if (!value || typeof value !== 'object') return false;
  const fields = value as Record<string, unknown>;
  return ['title', 'body', 'url', 'tag'].every((key) => typeof fields[key] === 'string');
}

/**
 * Says the page at `url` (a path of the app) is in front of the member until the returned
 * function is called: notices leading there are not shown meanwhile.
 */
export function showingPage(url: string): () => void {
  onScreen.set(url, (onScreen.get(url) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const count = (onScreen.get(url) ?? 1) - 1;
    if (count > 0) onScreen.set(url, count);
    else onScreen.delete(url);
  };
}

/** Shows a notice unless its other copy just was, or it leads to the page in front. */
export function showInAppNotice(payload: PushPayload, now = Date.now()): boolean {
  const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
  if (visible && onScreen.has(payload.url)) return false;
  const last = shownAt.get(payload.tag);
  if (last !== undefined && now - last < NOTICE_DEDUPE_MS) return false;
  shownAt.set(payload.tag, now);
  for (const [tag, at] of shownAt) if (now - at >= NOTICE_DEDUPE_MS) shownAt.delete(tag);
  notifications.show({
    id: `push-${payload.tag}`,
    title: payload.title,
    message: payload.body,
    color: 'teal',
    autoClose: 8_000,
  });
  return true;
}

export function handlePushMessage(data: unknown): boolean {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== PUSH_MESSAGE_TYPE)
    return false;
  const payload = (data as { payload?: unknown }).payload;
  if (!isPushPayload(payload)) return false;
  return showInAppNotice(payload);
}

/** Starts listening once per page; returns the way to stop (for tests). */
export function listenForPushNotices(): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => void handlePushMessage(event.data);
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
