/**
 * A member's media library (docs/product.md §1 'storage'): pictures, videos and audio with a
 * name and description, within a per-member quota from the club settings. Shared by the
 * /storage screen and the server.
 */
import { z } from 'zod';
import { pictureSizeSchema } from './pictures';
import { pageQuerySchema, pageSchema } from './paging';
import { STORAGE_KINDS, STORAGE_LIMITS, STORAGE_VALIDATION } from './storage-constants';
import { idSchema } from './ids';

export * from './storage-constants';

const nameSchema = z
  .string()
  .trim()
  .min(1, STORAGE_VALIDATION.nameRequired)
  .max(STORAGE_LIMITS.nameMaxLength, STORAGE_VALIDATION.nameTooLong);
const descriptionSchema = z
  .string()
  .trim()
  .max(STORAGE_LIMITS.descriptionMaxLength, STORAGE_VALIDATION.descriptionTooLong);

/** The text fields of an upload. */
export const storageUploadFieldsSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
});

/** PUT /storage/{id}: a new name, a new description, or both; what is left out stays. */
export const storageUpdateSchema = z
  .object({ name: nameSchema, description: descriptionSchema })
  .partial()
  .strict();
export type StorageUpdate = z.infer<typeof storageUpdateSchema>;

export const storageListQuerySchema = pageQuerySchema(STORAGE_LIMITS.pageSize).extend({
  q: z.string().trim().max(STORAGE_LIMITS.searchMaxLength).optional(),
  /** Only files of this kind (the forms' picker asks for pictures). */
  kind: z.enum(STORAGE_KINDS).optional(),
});

/** The body of a LIBRARY_PICTURE_PATHS route: which of the sender's library pictures. */
export const libraryPictureInputSchema = z.object({
  libraryPictureId: idSchema,
});
export type LibraryPictureInput = z.infer<typeof libraryPictureInputSchema>;

export const storageItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(STORAGE_KINDS),
  contentType: z.string(),
  /** Bytes counted against the quota: what was uploaded. */
  size: z.number().int(),
  /** The picture (largest size) or the video or audio file. */
  url: z.string(),
  /** Pictures only: each server-made width, for srcset. */
  sizes: z.array(pictureSizeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StorageItem = z.infer<typeof storageItemSchema>;

export const storagePageSchema = pageSchema(storageItemSchema);

export const storageUsageSchema = z.object({
  used: z.number().int(),
  quota: z.number().int(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;
