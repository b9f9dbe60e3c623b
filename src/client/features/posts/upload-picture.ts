/**
 * A post picture's upload (POST /api/post/picture, multipart field `image`) with its progress:
 * fetch reports no upload progress, XMLHttpRequest does. It sends the headers every request of
 * ours carries (token, anti-forgery, tunnelling).
 */
import type { ErrorReply } from '../../../contract/errors';
import { AUTH_TEXT } from '../../../contract/messages';
import { POST_PATHS, postPictureSchema, type PostMedia } from '../../../contract/posts';
import { ApiError, apiUrl, buildHeaders } from '../../lib/api-client';

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
  const headers = await buildHeaders('POST');
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(POST_PATHS.picture));
    for (const [header, value] of Object.entries(headers)) request.setRequestHeader(header, value);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(postPictureSchema.parse(body));
        return;
      }
      const error = (typeof body === 'object' && body ? body : {}) as Partial<ErrorReply>;
      reject(new ApiError(request.status, error.message ?? AUTH_TEXT.somethingWrong, error));
    };
    const lost = () => reject(new ApiError(0, AUTH_TEXT.somethingWrong));
    request.onerror = lost;
    request.onabort = lost;
    signal?.addEventListener('abort', () => request.abort());
    request.send(pictureForm(picture, name));
  });
}
