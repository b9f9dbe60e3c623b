/**
 * tempfiles without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. tempfiles.ts re-exports all of it beside the schemas.
 */
/** The lifetimes offered on the screen, in hours; the club's setting caps them. */
export const TEMPFILE_LIFETIMES_HOURS = [1, 24, 72, 168] as const;

export const TEMPFILE_DEFAULT_LIFETIME_HOURS = 24;

/** The multipart field of the upload. */
export const TEMPFILE_FIELD = 'file';

export const TEMPFILE_PATHS = {
  /** GET the member's files, POST a new one (multipart, `?lifetimeHours=`). */
  list: '/tempfile',
  one: (id: string) => `/tempfile/${id}`,
  /** The shared link: open to anyone who has it. */
  download: (id: string) => `/tempfile/${id}/download`,
} as const;

export const TEMPFILE_TEXT = {
  title: 'File share',
  intro: 'Share a file with a link. Anyone with the link can download it until it expires.',
  chooseFile: 'File',
  choosePlaceholder: 'Choose a file',
  lifetime: 'Keep the link for',
  lifetimeLabel: (hours: number) =>
    hours % 24 === 0
      ? `${hours / 24} day${hours === 24 ? '' : 's'}`
      : `${hours} hour${hours === 1 ? '' : 's'}`,
  upload: 'Upload and get link',
  uploading: 'Uploading…',
  uploaded: 'Your link is ready.',
  link: 'Link',
  copy: 'Copy link',
  copied: 'Copied',
  myFiles: 'My files',
  none: 'You have not shared any file.',
  expires: (when: string) => `Expires ${when}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleted: 'File deleted.',
  signInToShare: 'Sign in to share a file.',
  signIn: 'Sign in',
  loadFailed: 'Your files could not be loaded.',
  tryAgain: 'Try again',
  tooLarge: (limit: string) => `The file is larger than ${limit}.`,
  lifetimeTooLong: (hours: number) =>
    `A link lasts at most ${TEMPFILE_TEXT.lifetimeLabel(hours)} here.`,
  fieldMissing: `Send the file as multipart/form-data in the field "${TEMPFILE_FIELD}".`,
  chooseAFile: 'Choose a file.',
  oneFile: 'Send one file at a time.',
  expired: 'This link has expired.',
} as const;

/** '4.2 MB' style size for screens and messages. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
