/**
 * Notification kinds, their labels and defaults, and the screens' texts. No zod here; what the
 * header's bell needs on the first screen is in notifications-bell.ts, kept small.
 */
import { NOTIFICATION_UNREAD_PATH } from './notifications-bell';

export * from './notifications-bell';

/** Every kind of notice the server sends; `app.notify` takes exactly one of them. */
export const NOTIFICATION_KINDS = [
  'messages',
  'rideReminder',
  'waitlist',
  'rideChange',
  'rideThread',
  'rideDay',
  'orders',
  'parcels',
  'repairs',
  'postActivity',
  'likes',
  'announcement',
  'bugs',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Push: to devices and the inbox. App: inbox and the open app only. Off: nothing. */
export const NOTIFICATION_MODES = ['push', 'app', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  messages: 'Direct and group messages',
  rideReminder: 'Ride reminders',
  waitlist: 'Waiting list places',
  rideChange: 'Ride changes and cancellations',
  rideThread: "Organiser's messages in a ride chat",
  rideDay: 'Ride day: help requests and riders dropped, stopped or quiet',
  orders: 'Orders, checkout and reviews',
  parcels: 'Parcel moves',
  repairs: 'Repairs',
  postActivity: 'Replies and comments on my posts',
  likes: 'Likes on my posts',
  announcement: 'Club announcements',
  bugs: 'My bug reports',
};

export const NOTIFICATION_MODE_LABELS: Record<NotificationMode, string> = {
  push: 'Push',
  app: 'In app',
  off: 'Off',
};

/** A like is small news: it waits in the inbox rather than buzzing a phone. */
export const DEFAULT_NOTIFICATION_MODES: Record<NotificationKind, NotificationMode> = {
  messages: 'push',
  rideReminder: 'push',
  waitlist: 'push',
  rideChange: 'push',
  rideThread: 'push',
  rideDay: 'push',
  orders: 'push',
  parcels: 'push',
  repairs: 'push',
  postActivity: 'push',
  likes: 'app',
  announcement: 'push',
  bugs: 'push',
};

/** Kinds that never enter the inbox: their unread counts live on Messages. */
export const KINDS_OUTSIDE_INBOX: readonly NotificationKind[] = ['messages'];

export const NOTIFICATION_LIMITS = {
  /** Inbox rows older than this are swept away. */
  keepDays: 90,
  pageSize: 20,
  maxPageSize: 100,
} as const;

export const NOTIFICATION_PATHS = {
  inbox: '/notifications',
  unreadCount: NOTIFICATION_UNREAD_PATH,
  read: (id: number | string) => `/notifications/${id}/read`,
  readAll: '/notifications/read-all',
  settings: '/notifications/settings',
  /** One device's push settings, keyed by its push subscription endpoint. */
  device: '/notifications/device',
} as const;

export const NOTIFICATION_TEXT = {
  drawerItem: (unread: number) => (unread > 0 ? `Notifications (${unread})` : 'Notifications'),
  inboxTitle: 'Notifications',
  empty: "Nothing yet. When something happens to your rides, posts or orders, you'll see it here.",
  markAllRead: 'Mark all read',
  allAnnouncements: 'All announcements',
  unread: 'Unread',
  /** Said before an unread notification's title; the badge shows "Unread" to the eye. */
  unreadPrefix: 'Unread: ',
  more: 'Show older',
  settingsMenuItem: 'Notification settings',
  settingsTitle: 'Notification settings',
  kindsTitle: 'What you hear about',
  kindsHelp:
    'Push reaches your devices and the list of notifications; In app only shows in the app; Off sends nothing.',
  deviceTitle: 'This device',
  devicePush: 'Push notifications on this device',
  deviceNoPush: "This device doesn't get push notifications yet. Turn them on with this switch.",
  deviceKinds: 'Kinds this device gets',
  quietTitle: 'Quiet hours',
  quietSwitch: 'No push notifications during quiet hours',
  quietHelp:
    "In the club's time zone. Notifications still wait in your list; nothing buzzes until the quiet hours end, and nothing is sent again afterwards.",
  quietFrom: 'From',
  quietTo: 'To',
  quietFromPicker: 'Show time picker for the start of quiet hours',
  quietToPicker: 'Show time picker for the end of quiet hours',
  saveQuietHours: 'Save quiet hours',
  inboxLoadFailed: 'Your notifications could not be loaded',
  settingsLoadFailed: 'Your notification settings could not be loaded',
  saved: 'Saved.',
  saving: 'Saving…',
  failed: "Couldn't save. Try again.",
  offline: "You're offline: these are the settings last seen. Saving needs a connection.",
  badTime: 'Give a time as HH:MM, e.g. 22:00.',
  badKind: 'That is not a kind of notification.',
  likePushTitle: (name: string) => `${name} liked your post`,
} as const;
