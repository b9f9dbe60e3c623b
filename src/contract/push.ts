/**
 * Web Push (docs/architecture.md, Offline): the subscription a browser hands over, the payload the
 * server sends, and the message the service worker passes to open windows. Shared by client,
 * server and service worker.
 */
import { z } from 'zod';

/** Push services speak https; http is accepted so a local endpoint can stand in for one. */
const endpointSchema = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      return ['https:', 'http:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Give the push service URL (https or http).');

/** Base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Give a base64url key.');

export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What every notification carries; `url` is a path inside the app, opened on click. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export * from './push-texts';
