/**
 * The post, ride and product forms' calls that turn one of the member's library pictures into
 * a picture of their own: each answers what the form's upload answers, so the form treats the
 * two alike. The server refuses a file that is not the member's.
 */
import { eventPictureSchema, type EventPicture } from '../../contract/events';
import { postPictureSchema, type PostMedia } from '../../contract/posts';
import { productPictureSchema, type ProductPicture } from '../../contract/products';
import type { LibraryPictureInput } from '../../contract/storage';
import { LIBRARY_PICTURE_PATHS } from '../../contract/storage-constants';
import { api } from './api-client';

const madeFrom = (path: string, libraryPictureId: number) =>
  api<unknown>(path, {
    method: 'POST',
    body: { libraryPictureId } satisfies LibraryPictureInput,
  });

export async function postPictureFromLibrary(libraryPictureId: number): Promise<PostMedia> {
  return postPictureSchema.parse(await madeFrom(LIBRARY_PICTURE_PATHS.post, libraryPictureId));
}

export async function ridePictureFromLibrary(libraryPictureId: number): Promise<EventPicture> {
  return eventPictureSchema.parse(await madeFrom(LIBRARY_PICTURE_PATHS.event, libraryPictureId));
}

export async function productPictureFromLibrary(libraryPictureId: number): Promise<ProductPicture> {
  return productPictureSchema.parse(
    await madeFrom(LIBRARY_PICTURE_PATHS.product, libraryPictureId),
  );
}
