/**
 * Ride uploads with their progress (a cover or sponsor picture, a GPX route): fetch reports no
 * upload progress, XMLHttpRequest does. Every request of ours carries the token, the
 * anti-forgery and the tunnelling headers; a refusal becomes ApiError with the server's message.
 */
import {
  EVENT_PATHS,
  GPX_FIELD,
  eventPictureSchema,
  uploadedRouteSchema,
  type EventPicture,
  type UploadedRoute,
} from '../../../contract/events';
import type { ErrorReply } from '../../../contract/errors';
import { AUTH_TEXT } from '../../../contract/messages';
import { ApiError, apiUrl, buildHeaders } from '../../lib/api-client';

/** The multipart field the server reads a ride picture from. */
const PICTURE_FIELD = 'image';

async function upload<T>(
  path: string,
  field: string,
  file: Blob,
  name: string,
  parse: (body: unknown) => T,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const headers = await buildHeaders('POST');
  const form = new FormData();
  form.append(field, file, name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    for (const [header, value] of Object.entries(headers)) request.setRequestHeader(header, value);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(parse(body));
        return;
      }
      const error = (typeof body === 'object' && body ? body : {}) as Partial<ErrorReply>;
      reject(new ApiError(request.status, error.message ?? AUTH_TEXT.somethingWrong, error));
    };
    const lost = () => reject(new ApiError(0, AUTH_TEXT.somethingWrong));
    request.onerror = lost;
    request.onabort = lost;
    request.send(form);
  });
}

export function uploadRidePicture(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<EventPicture> {
  return upload(
    EVENT_PATHS.picture,
    PICTURE_FIELD,
    file,
    file.name,
    eventPictureSchema.parse,
    onProgress,
  );
}

export function uploadRoute(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedRoute> {
  return upload(
    EVENT_PATHS.route,
    GPX_FIELD,
    file,
    file.name,
    uploadedRouteSchema.parse,
    onProgress,
  );
}
