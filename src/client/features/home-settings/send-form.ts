/**
 * Sends one of the landing page's multipart forms with upload progress: fetch reports none,
 * XMLHttpRequest does. It carries the headers every request of ours carries (token,
 * anti-forgery, tunnelling) and fails with ApiError (status 0 when no reply came).
 */
import type { ErrorReply } from '../../../contract/errors';
import { AUTH_TEXT } from '../../../contract/messages';
import { ApiError, apiUrl, buildHeaders } from '../../lib/api-client';

export async function sendForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const headers = await buildHeaders('POST');
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
        resolve(body as T);
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
