/**
 * Errors a service throws to end a request with a given status. The error handler turns them
 * into the JSON shape of docs/api.md; anything else becomes a plain 500.
 */
/** What an error reply carries besides its status and message (contract/errors.ts). */
export interface ErrorExtra {
  code?: string;
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
  /** The account's own address, on a sign-in refused only because it is not verified. */
  email?: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: ErrorExtra = {},
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
export const tooMany = (message: string, extra: ErrorExtra = {}) =>
  new HttpError(429, message, extra);
export const busy = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, { retryAfterSeconds });
