/**
 * storage without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. storage.ts re-exports all of it beside the schemas.
 */
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

export const STORAGE_TEXT = {
  title: 'Storage',
  intro: 'Your own library of pictures, videos and audio.',
  /** What the link to the file share is, for screen readers. */
  shareByLink: 'To send someone a file, share it by link',
  usage: (used: string, quota: string) => `${used} of ${quota} used`,
  usageLabel: 'Space used',
  uploadTitle: 'Add to your library',
  file: 'File',
  filePlaceholder: 'Picture, video or audio',
  name: 'Name',
  description: 'Description',
  upload: 'Upload',
  uploading: 'Uploading…',
  uploaded: 'Added to your library.',
  search: 'Search by name',
  empty: 'Your library is empty.',
  noMatch: (q: string) => `Nothing named like “${q}”.`,
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleted: 'Deleted from your library.',
  signInToSee: 'Sign in to see your library.',
  signIn: 'Sign in',
  loadFailed: 'Your library could not be loaded.',
  tryAgain: 'Try again',
  nameRequired: 'Give it a name.',
  nameTooLong: `At most ${STORAGE_LIMITS.nameMaxLength} characters.`,
  descriptionTooLong: `At most ${STORAGE_LIMITS.descriptionMaxLength} characters.`,
  fieldMissing: 'Send the file as multipart/form-data in the field "file".',
  chooseAFile: 'Choose a file.',
  unsupported:
    'That file is not a picture, video or audio we can store (JPEG, PNG, WebP, GIF, AVIF; MP4, WebM, MOV, Ogg; MP3, M4A, WAV, FLAC).',
  overQuota: (quota: string) => `Your library would be larger than its ${quota}.`,
  pictureTooLarge: 'A picture may be at most 10 MB.',
  kindLabels: { image: 'Picture', video: 'Video', audio: 'Audio' } as Record<StorageKind, string>,
  notYourFile: 'That file is not in your library.',
  notAPicture: 'Only a picture of your library can go here.',
  fromLibrary: 'From my library',
  pickerTitle: 'Choose from your library',
  pickerEmpty: 'Your library has no pictures yet.',
  pickLimit: (max: number) => (max === 1 ? 'Choose one picture.' : `Choose up to ${max} pictures.`),
  choose: (count: number) => (count > 1 ? `Use ${count} pictures` : 'Use picture'),
  offline: 'You are offline: these are the pictures saved on this device.',
  offlineEmpty: 'You are offline and no pictures of your library are saved on this device.',
  needsConnection: 'Using a library picture needs a connection. Try again once you are online.',
  select: (name: string) => `Choose ${name}`,
} as const;
