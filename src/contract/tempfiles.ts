/**
 * The temporary file share (original-app.md 'tempfile'): a member uploads a file and gets a
 * link anyone can download it by until it expires. Shared by the /tempfile screen and the
 * server.
 */
import { z } from 'zod';

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

/** 32 base64url characters: 192 random bits, not to be guessed or counted through. */
export const tempFileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

export const tempFileUploadQuerySchema = z.object({
  lifetimeHours: z.coerce.number().int().min(1).default(TEMPFILE_DEFAULT_LIFETIME_HOURS),
});

export const tempFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The API path of the shared link (prefix it with the origin and /api). */
  downloadPath: z.string(),
});
export type TempFile = z.infer<typeof tempFileSchema>;

export const tempFileListSchema = z.object({
  files: z.array(tempFileSchema),
  /** The club's limits, so the screen refuses a file before sending it. */
  maxBytes: z.number().int(),
  maxLifetimeHours: z.number().int(),
});
export type TempFileList = z.infer<typeof tempFileListSchema>;

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
