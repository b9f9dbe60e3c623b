/** A post picture's upload (POST /api/post/picture, multipart field `image`) with its progress. */
import type { PostMedia } from '../../../contract/posts';
import { POST_PATHS } from '../../../contract/posts-constants';
import { uploadWithProgress } from '../../lib/upload-with-progress';

/** The form field the server reads the picture from. */
export const PICTURE_FIELD = 'image';

export function pictureForm(picture: Blob, name: string): FormData {
  const form = new FormData();
  form.append(PICTURE_FIELD, picture, name);
  return form;
}

/** Rejects with ApiError; status 0 when no reply came (offline, connection lost). */
export async function uploadPicture(
  picture: Blob,
  name: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PostMedia> {
  // The reply's schema comes with the upload: screens that only name the form field (a
  // profile's picture) draw without the schema library.
  const { postPictureSchema } = await import('../../../contract/posts');
  return uploadWithProgress(
    POST_PATHS.picture,
    pictureForm(picture, name),
    (body) => postPictureSchema.parse(body),
    onProgress,
    signal,
  );
}
