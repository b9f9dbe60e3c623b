/**
 * This device's Web Push subscription (docs/architecture.md, Offline). The permission prompt is
 * only ever asked from `enablePush`, which the 'Notifications' switch calls inside its click
 * handler: browsers ignore, and members resent, a prompt nobody asked for.
 */
import type { PushPublicKey, PushSubscriptionInput } from '../../../contract/push';
import { PUSH_PATHS } from '../../../contract/push-texts';
import { api, ApiError } from '../api-client';

export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The worker registers late (after the first screen); a click before that waits a little. */
async function readyRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('The service worker is not running.')), timeoutMs),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** Call only from a click handler, and first thing in it (see above). */
export async function enablePush(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await readyRegistration();
  const { publicKey } = await api<PushPublicKey>(PUSH_PATHS.publicKey);
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for other server keys can never receive our pushes.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await api(PUSH_PATHS.subscriptions, {
    method: 'POST',
    body: subscription.toJSON() as PushSubscriptionInput,
  });
  return 'on';
}

/**
 * Forgets this device on the server, then in the browser. The browser side goes in any case
 * (offline, or the session already ended), so the next member here starts without it.
 */
export async function disablePush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (!subscription) return pushSupported() ? 'off' : 'unsupported';
  try {
    await api(PUSH_PATHS.subscriptions, {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    });
  } catch (error) {
    // 404: the server had already forgotten it. Anything else is tried no further.
    if (!(error instanceof ApiError)) console.warn('Push subscription not deleted', error);
  } finally {
    await subscription.unsubscribe().catch(() => false);
  }
  return 'off';
}
