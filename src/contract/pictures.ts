/**
 * A stored picture as every screen gets it: its largest width, and every width the server made
 * of it for srcset (posts, rides, products, parcels, groups, the landing page, the library).
 */
import { z } from 'zod';

/** One stored width of a picture: a srcset candidate. */
export const pictureSizeSchema = z.object({ width: z.number().int(), url: z.string() });

export const pictureSchema = z.object({
  /** The largest stored width; what a form sends back to keep it. */
  url: z.string(),
  sizes: z.array(pictureSizeSchema),
});
export type Picture = z.infer<typeof pictureSchema>;

/** A picture a form refers to by its media id (a ride's cover, a parcel's, the landing page's). */
export const identifiedPictureSchema = pictureSchema.extend({ id: z.string() });
