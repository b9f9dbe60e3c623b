/**
 * Notification kinds, their labels and defaults, and the screens' texts. No zod here; what the
 * header's bell needs on the first screen is in notifications-bell.ts, kept small.
 */
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';
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

export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = defineTexts({
  messages: /*i18n*/ { id: 'Direct and group messages' },
  rideReminder: /*i18n*/ { id: 'Ride reminders' },
  waitlist: /*i18n*/ { id: 'Waiting list places' },
  rideChange: /*i18n*/ { id: 'Ride changes and cancellations' },
  rideThread: /*i18n*/ { id: "Organiser's messages in a ride chat" },
  rideDay: /*i18n*/ { id: 'Ride day: help requests and riders dropped, stopped or quiet' },
  orders: /*i18n*/ { id: 'Orders, checkout and reviews' },
  parcels: /*i18n*/ { id: 'Parcel moves' },
  repairs: /*i18n*/ { id: 'Repairs' },
  postActivity: /*i18n*/ { id: 'Replies and comments on my posts' },
  likes: /*i18n*/ { id: 'Likes on my posts' },
  announcement: /*i18n*/ { id: 'Club announcements' },
  bugs: /*i18n*/ { id: 'My bug reports' },
});

export const NOTIFICATION_MODE_LABELS: Readonly<Record<NotificationMode, string>> = defineTexts({
  push: /*i18n*/ { id: 'Push' },
  app: /*i18n*/ { id: 'In app' },
  off: /*i18n*/ { id: 'Off' },
});

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

/** The notification schemas' messages (notifications.ts), English when they are built. */
export const NOTIFICATION_VALIDATION = englishTexts({
  badTime: /*i18n*/ { id: 'Give a time as HH:MM, e.g. 22:00.' },
  badKind: /*i18n*/ { id: 'That is not a kind of notification.' },
  badMode: /*i18n*/ { id: 'Choose push, app or off.' },
});

export const NOTIFICATION_TEXT = defineTexts({
  drawerItem: (unread: number) =>
    unread > 0
      ? t(/*i18n*/ { id: 'Notifications ({unread})' }, { unread })
      : t(/*i18n*/ { id: 'Notifications' }),
  inboxTitle: /*i18n*/ { id: 'Notifications' },
  empty: /*i18n*/ {
    id: "Nothing yet. When something happens to your rides, posts or orders, you'll see it here.",
  },
  markAllRead: /*i18n*/ { id: 'Mark all read' },
  allAnnouncements: /*i18n*/ { id: 'All announcements' },
  unread: /*i18n*/ { id: 'Unread' },
  /** Said before an unread notification's title; the badge shows "Unread" to the eye. */
  unreadPrefix: /*i18n*/ { id: 'Unread: ' },
  more: /*i18n*/ { id: 'Show older' },
  settingsMenuItem: /*i18n*/ { id: 'Notification settings' },
  settingsTitle: /*i18n*/ { id: 'Notification settings' },
  kindsTitle: /*i18n*/ { id: 'What you hear about' },
  kindsHelp: /*i18n*/ {
    id: 'Push reaches your devices and the list of notifications; In app only shows in the app; Off sends nothing.',
  },
  deviceTitle: /*i18n*/ { id: 'This device' },
  devicePush: /*i18n*/ { id: 'Push notifications on this device' },
  deviceNoPush: /*i18n*/ {
    id: "This device doesn't get push notifications yet. Turn them on with this switch.",
  },
  deviceKinds: /*i18n*/ { id: 'Kinds this device gets' },
  quietTitle: /*i18n*/ { id: 'Quiet hours' },
  quietSwitch: /*i18n*/ { id: 'No push notifications during quiet hours' },
  quietHelp: /*i18n*/ {
    id: "In the club's time zone. Notifications still wait in your list; nothing buzzes until the quiet hours end, and nothing is sent again afterwards.",
  },
  quietFrom: /*i18n*/ { id: 'From' },
  quietTo: /*i18n*/ { id: 'To' },
  quietFromPicker: /*i18n*/ { id: 'Show time picker for the start of quiet hours' },
  quietToPicker: /*i18n*/ { id: 'Show time picker for the end of quiet hours' },
  saveQuietHours: /*i18n*/ { id: 'Save quiet hours' },
  inboxLoadFailed: /*i18n*/ { id: 'Your notifications could not be loaded' },
  settingsLoadFailed: /*i18n*/ { id: 'Your notification settings could not be loaded' },
  saved: /*i18n*/ { id: 'Saved.' },
  saving: /*i18n*/ { id: 'Saving…' },
  failed: /*i18n*/ { id: "Couldn't save. Try again." },
  offline: /*i18n*/ {
    id: "You're offline: these are the settings last seen. Saving needs a connection.",
  },
  likePushTitle: (name: string) => t(/*i18n*/ { id: '{name} liked your post' }, { name }),
} as const);
