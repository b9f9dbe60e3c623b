/**
 * Errors a service throws to end a request with a given status. The error handler turns them
 * into the JSON shape of DESIGN.md; anything else becomes a plain 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { code?: string; fieldErrors?: Record<string, string> } = {},
    /** Sent as Retry-After: when the same request may succeed (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, { fieldErrors });
export const unauthorized = (message: string, code?: string) =>
  new HttpError(401, message, { code });
export const forbidden = (message: string, code?: string) => new HttpError(403, message, { code });
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(409, message, { fieldErrors });
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, {}, retryAfterSeconds);
export const busy = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, {}, retryAfterSeconds);
