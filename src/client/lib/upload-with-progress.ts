/**
 * A multipart upload to the API with its progress: fetch reports no upload progress,
 * XMLHttpRequest does. It sends the headers every request of ours carries (token,
 * anti-forgery, tunnelling) and fails as `api` does, with ApiError and the server's message.
 */
import type { ErrorReply } from '../../contract/errors';
import { AUTH_TEXT } from '../../contract/messages';
import { ApiError, apiUrl, buildHeaders } from './api-client';

/**
 * Reads a reply with a schema that loads when the reply comes: a screen's first code then does
 * not bring the schema library, which a phone would fetch and run before it could draw.
 */
export function parsedBy<T>(
  load: () => Promise<{ parse: (body: unknown) => T }>,
): (body: unknown) => Promise<T> {
  return async (body) => (await load()).parse(body);
}

/**
 * Rejects with ApiError; status 0 when no reply came (offline, connection lost). A reply that
 * `parse` refuses rejects with its error.
 */
export async function uploadWithProgress<T>(
  path: string,
  form: FormData,
  parse: (body: unknown) => T | Promise<T>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
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
        Promise.resolve(body).then(parse).then(resolve, reject);
        return;
      }
      const error = (typeof body === 'object' && body ? body : {}) as Partial<ErrorReply>;
      reject(new ApiError(request.status, error.message ?? AUTH_TEXT.somethingWrong, error));
    };
    const lost = () => reject(new ApiError(0, AUTH_TEXT.somethingWrong));
    request.onerror = lost;
    request.onabort = lost;
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
