import { defineTexts, t } from '../../../contract/i18n/texts';

/** What members read about announcements, on the feed and on /announcements. */
export const ANNOUNCEMENTS_TEXT = defineTexts({
  section: /*i18n*/ { id: 'Announcements' },
  new: /*i18n*/ { id: 'New' },
  markRead: /*i18n*/ { id: 'Mark as read' },
  /** The Mark as read button's name, with the announcement's title. */
  markReadTitled: (title: string) => t(/*i18n*/ { id: 'Mark as read: {title}' }, { title }),
  more: (count: number) => t(/*i18n*/ { id: '{count} more' }, { count }),
  all: /*i18n*/ { id: 'All announcements' },
  newAnnouncement: /*i18n*/ { id: 'New announcement' },
  announceToRiders: /*i18n*/ { id: 'Announce to riders' },
  pageTitle: /*i18n*/ { id: 'Announcements' },
  empty: /*i18n*/ { id: 'No announcements yet.' },
  loadFailed: /*i18n*/ { id: 'The announcements could not be loaded.' },
  loadMore: /*i18n*/ { id: 'Show older' },
  current: /*i18n*/ { id: 'Pinned' },
  past: /*i18n*/ { id: 'No longer pinned' },
  forRide: (name: string) => t(/*i18n*/ { id: 'For the riders of {name}' }, { name }),
  forVisitors: /*i18n*/ { id: 'Visitors see it too' },
  by: (name: string, when: string) => t(/*i18n*/ { id: '{name} · {when}' }, { name, when }),
  until: (date: string) => t(/*i18n*/ { id: 'Pinned until {date}' }, { date }),
  untilUnpinned: /*i18n*/ { id: 'Pinned until unpinned' },
  open: /*i18n*/ { id: 'Open' },
  unpin: /*i18n*/ { id: 'Unpin' },
  pinAgain: /*i18n*/ { id: 'Pin again for 14 days' },
  remove: /*i18n*/ { id: 'Delete' },
  removeConfirm: /*i18n*/ { id: 'Delete this announcement for everyone?' },
  removed: /*i18n*/ { id: 'Announcement deleted.' },
  cancel: /*i18n*/ { id: 'Cancel' },
});

export const ANNOUNCEMENT_FORM_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Title' },
  body: /*i18n*/ { id: 'Message' },
  link: /*i18n*/ { id: 'Link in the app (optional)' },
  linkHint: /*i18n*/ { id: 'A page of the app, e.g. /events/12' },
  expiry: /*i18n*/ { id: 'Pinned for' },
  expiryOptions: [
    { value: '7', label: /*i18n*/ { id: '7 days' } },
    { value: '14', label: /*i18n*/ { id: '14 days' } },
    { value: '30', label: /*i18n*/ { id: '30 days' } },
    { value: '90', label: /*i18n*/ { id: '90 days' } },
    { value: 'none', label: /*i18n*/ { id: 'Until unpinned' } },
  ],
  public: /*i18n*/ { id: 'Visitors can see it too' },
  clubWide: /*i18n*/ { id: 'Goes to every member of the club.' },
  toRiders: (name: string) =>
    t(/*i18n*/ { id: 'Goes to the riders going and waiting on {name}.' }, { name }),
  post: /*i18n*/ { id: 'Post announcement' },
  posting: /*i18n*/ { id: 'Posting...' },
  posted: /*i18n*/ { id: 'Announcement posted.' },
  needsConnection: /*i18n*/ {
    id: "Posting an announcement needs a connection. Keep this open: it can be sent once you're back online.",
  },
});
