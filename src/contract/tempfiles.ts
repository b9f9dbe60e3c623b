/**
 * The temporary file share (docs/product.md §1 'tempfile'): a member uploads a file and gets a
 * link anyone can download it by until it expires. Shared by the /tempfile screen and the
 * server.
 */
import { z } from 'zod';
import { TEMPFILE_DEFAULT_LIFETIME_HOURS } from './tempfiles-constants';

export * from './tempfiles-constants';

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
