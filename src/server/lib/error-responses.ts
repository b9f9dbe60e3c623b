/** Error replies a route may give, declared so /api/docs lists them with their shape. */
import { errorReplySchema } from '../../contract/errors';

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 503;

export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorReplySchema])) as Record<
    S,
    typeof errorReplySchema
  >;
}
