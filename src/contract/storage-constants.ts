/**
 * storage without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. storage.ts re-exports all of it beside the schemas.
 */
import { defineTexts, t, type Message } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';

export const STORAGE_KINDS = ['image', 'video', 'audio'] as const;

export type StorageKind = (typeof STORAGE_KINDS)[number];

export const STORAGE_LIMITS = {
  nameMaxLength: 120,
  descriptionMaxLength: 1000,
  searchMaxLength: 100,
  pageSize: 12,
} as const;

/** The widths the server makes of a library picture. */
export const STORAGE_PICTURE_WIDTHS = [320, 640, 1280] as const;

/** The multipart fields of an upload: `name` and `description` first, then `file`. */
export const STORAGE_FIELDS = { file: 'file', name: 'name', description: 'description' } as const;

export const STORAGE_PATHS = {
  list: '/storage',
  usage: '/storage/usage',
  one: (id: number | string) => `/storage/${id}`,
  /** A video or audio file's bytes: its random id is the permission, as for pictures. */
  file: (fileId: string) => `/storage/file/${fileId}`,
} as const;

/**
 * Where the post, ride and product forms turn one of the member's library pictures into a
 * picture of their own kind; each replies as its form's upload route does.
 */
export const LIBRARY_PICTURE_PATHS = {
  post: '/post/picture/library',
  event: '/event/picture/library',
  product: '/product/picture/library',
} as const;

/** The library schemas' messages (storage.ts), English when the schemas are built. */
export const STORAGE_VALIDATION = englishTexts({
  nameRequired: /*i18n*/ { id: 'Give it a name.' },
  /** STORAGE_LIMITS.nameMaxLength. */
  nameTooLong: /*i18n*/ { id: 'At most 120 characters.' },
  /** STORAGE_LIMITS.descriptionMaxLength. */
  descriptionTooLong: /*i18n*/ { id: 'At most 1000 characters.' },
});

export const STORAGE_TEXT = defineTexts({
  title: /*i18n*/ { id: 'Storage' },
  intro: /*i18n*/ { id: 'Your own library of pictures, videos and audio.' },
  /** What the link to the file share is, for screen readers. */
  shareByLink: /*i18n*/ { id: 'To send someone a file, share it by link' },
  usage: (used: string, quota: string) =>
    t(/*i18n*/ { id: '{used} of {quota} used' }, { used, quota }),
  usageLabel: /*i18n*/ { id: 'Space used' },
  uploadTitle: /*i18n*/ { id: 'Add to your library' },
  file: /*i18n*/ { id: 'File' },
  filePlaceholder: /*i18n*/ { id: 'Picture, video or audio' },
  name: /*i18n*/ { id: 'Name' },
  description: /*i18n*/ { id: 'Description' },
  upload: /*i18n*/ { id: 'Upload' },
  uploading: /*i18n*/ { id: 'Uploading…' },
  uploaded: /*i18n*/ { id: 'Added to your library.' },
  search: /*i18n*/ { id: 'Search by name' },
  empty: /*i18n*/ { id: 'Your library is empty.' },
  noMatch: (q: string) => t(/*i18n*/ { id: 'Nothing named like “{q}”.' }, { q }),
  rename: /*i18n*/ { id: 'Rename' },
  renameLabel: (name: string) => t(/*i18n*/ { id: 'Rename {name}' }, { name }),
  save: /*i18n*/ { id: 'Save' },
  cancel: /*i18n*/ { id: 'Cancel' },
  delete: /*i18n*/ { id: 'Delete' },
  deleteLabel: (name: string) => t(/*i18n*/ { id: 'Delete {name}' }, { name }),
  deleted: /*i18n*/ { id: 'Deleted from your library.' },
  signInToSee: /*i18n*/ { id: 'Sign in to see your library.' },
  signIn: /*i18n*/ { id: 'Sign in' },
  loadFailed: /*i18n*/ { id: 'Your library could not be loaded.' },
  tryAgain: /*i18n*/ { id: 'Try again' },
  nameRequired: /*i18n*/ { id: 'Give it a name.' },
  fieldMissing: /*i18n*/ { id: 'Send the file as multipart/form-data in the field "file".' },
  chooseAFile: /*i18n*/ { id: 'Choose a file.' },
  unsupported: /*i18n*/ {
    id: 'That file is not a picture, video or audio we can store (JPEG, PNG, WebP, GIF, AVIF; MP4, WebM, MOV, Ogg; MP3, M4A, WAV, FLAC).',
  },
  overQuota: (quota: string) =>
    t(/*i18n*/ { id: 'Your library would be larger than its {quota}.' }, { quota }),
  pictureTooLarge: /*i18n*/ { id: 'A picture may be at most 10 MB.' },
  kindLabels: {
    image: /*i18n*/ { id: 'Picture' },
    video: /*i18n*/ { id: 'Video' },
    audio: /*i18n*/ { id: 'Audio' },
  } satisfies Record<StorageKind, Message>,
  notYourFile: /*i18n*/ { id: 'That file is not in your library.' },
  notAPicture: /*i18n*/ { id: 'Only a picture of your library can go here.' },
  fromLibrary: /*i18n*/ { id: 'From my library' },
  pickerTitle: /*i18n*/ { id: 'Choose from your library' },
  pickerEmpty: /*i18n*/ { id: 'Your library has no pictures yet.' },
  pickLimit: (max: number) =>
    max === 1
      ? t(/*i18n*/ { id: 'Choose one picture.' })
      : t(/*i18n*/ { id: 'Choose up to {max} pictures.' }, { max }),
  choose: (count: number) =>
    count > 1
      ? t(/*i18n*/ { id: 'Use {count} pictures' }, { count })
      : t(/*i18n*/ { id: 'Use picture' }),
  offline: /*i18n*/ { id: 'You are offline: these are the pictures saved on this device.' },
  offlineEmpty: /*i18n*/ {
    id: 'You are offline and no pictures of your library are saved on this device.',
  },
  needsConnection: /*i18n*/ {
    id: 'Using a library picture needs a connection. Try again once you are online.',
  },
  select: (name: string) => t(/*i18n*/ { id: 'Choose {name}' }, { name }),
} as const);
