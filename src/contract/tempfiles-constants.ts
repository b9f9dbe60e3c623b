/**
 * tempfiles without its schemas: paths, limits, texts and labels, for screens that must not bring
 * the schema library with them. tempfiles.ts re-exports all of it beside the schemas.
 */
import { defineTexts, t } from './i18n/texts';

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

/** A link's lifetime: '1 hour', '3 days'. */
function lifetimeLabel(hours: number): string {
  return hours % 24 === 0
    ? t(/*i18n*/ { id: '{days, plural, one {# day} other {# days}}' }, { days: hours / 24 })
    : t(/*i18n*/ { id: '{hours, plural, one {# hour} other {# hours}}' }, { hours });
}

export const TEMPFILE_TEXT = defineTexts({
  title: /*i18n*/ { id: 'File share' },
  intro: /*i18n*/ {
    id: 'Share a file with a link. Anyone with the link can download it until it expires.',
  },
  chooseFile: /*i18n*/ { id: 'File' },
  choosePlaceholder: /*i18n*/ { id: 'Choose a file' },
  lifetime: /*i18n*/ { id: 'Keep the link for' },
  lifetimeLabel,
  upload: /*i18n*/ { id: 'Upload and get link' },
  uploading: /*i18n*/ { id: 'Uploading…' },
  uploaded: /*i18n*/ { id: 'Your link is ready.' },
  link: /*i18n*/ { id: 'Link' },
  copy: /*i18n*/ { id: 'Copy link' },
  copied: /*i18n*/ { id: 'Copied' },
  myFiles: /*i18n*/ { id: 'My files' },
  none: /*i18n*/ { id: 'You have not shared any file.' },
  expires: (when: string) => t(/*i18n*/ { id: 'Expires {when}' }, { when }),
  delete: /*i18n*/ { id: 'Delete' },
  deleteLabel: (name: string) => t(/*i18n*/ { id: 'Delete {name}' }, { name }),
  deleted: /*i18n*/ { id: 'File deleted.' },
  signInToShare: /*i18n*/ { id: 'Sign in to share a file.' },
  signIn: /*i18n*/ { id: 'Sign in' },
  loadFailed: /*i18n*/ { id: 'Your files could not be loaded.' },
  tryAgain: /*i18n*/ { id: 'Try again' },
  tooLarge: (limit: string) => t(/*i18n*/ { id: 'The file is larger than {limit}.' }, { limit }),
  lifetimeTooLong: (hours: number) =>
    t(
      /*i18n*/ { id: 'A link lasts at most {lifetime} here.' },
      {
        lifetime: lifetimeLabel(hours),
      },
    ),
  /** TEMPFILE_FIELD. */
  fieldMissing: /*i18n*/ { id: 'Send the file as multipart/form-data in the field "file".' },
  chooseAFile: /*i18n*/ { id: 'Choose a file.' },
  oneFile: /*i18n*/ { id: 'Send one file at a time.' },
  expired: /*i18n*/ { id: 'This link has expired.' },
} as const);

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
