/**
 * Notification settings per kind and device, quiet hours, and the inbox: the zod schemas the
 * routes, the screens and the tests share.
 */
import { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MODES,
  NOTIFICATION_VALIDATION,
} from './notifications-constants';

export * from './notifications-constants';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, {
  error: NOTIFICATION_VALIDATION.badKind,
});
export const notificationModeSchema = z.enum(NOTIFICATION_MODES, {
  error: NOTIFICATION_VALIDATION.badMode,
});

/** A wall-clock time in the club's zone, 00:00 to 23:59. */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, NOTIFICATION_VALIDATION.badTime);

export const quietHoursSchema = z.strictObject({
  enabled: z.boolean(),
  /** Quiet from this time; when `to` is earlier, the quiet hours cross midnight. */
  from: clockTimeSchema,
  to: clockTimeSchema,
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

const kindModesSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, notificationModeSchema])) as {
    [K in (typeof NOTIFICATION_KINDS)[number]]: typeof notificationModeSchema;
  },
);

export const notificationSettingsSchema = z.object({
  kinds: kindModesSchema,
  quietHours: quietHoursSchema,
  /** The club's zone, in which quiet hours are read. */
  timeZone: z.string(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What a save changes: any kinds, the quiet hours, or both. */
export const notificationSettingsUpdateSchema = z.strictObject({
  kinds: kindModesSchema.partial().optional(),
  quietHours: quietHoursSchema.optional(),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

const endpointField = z.string().min(1).max(2048);

export const deviceQuerySchema = z.object({ endpoint: endpointField });

/** One device's push: on or off altogether, and the kinds it does not get. */
export const deviceSettingsSchema = z.strictObject({
  endpoint: endpointField,
  push: z.boolean(),
  mutedKinds: z.array(notificationKindSchema).max(NOTIFICATION_KINDS.length),
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

export const notificationItemSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path inside the app. */
  url: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const inboxQuerySchema = z.object({
  /** The id of the last item already shown: the page holds older ones. */
  cursor: z.coerce.number().int().min(1).optional(),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_LIMITS.maxPageSize)
    .default(NOTIFICATION_LIMITS.pageSize),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxPageSchema = z.object({
  content: z.array(notificationItemSchema),
  /** Pass as `cursor` for the next, older page; null when there is none. */
  nextCursor: z.number().int().nullable(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** On NOTIFICATION_INBOX_QUEUE: the count now, and the new item when one was written. */
export const inboxLiveSchema = z.object({
  unread: z.number().int(),
  item: notificationItemSchema.nullable(),
});
export type InboxLive = z.infer<typeof inboxLiveSchema>;
