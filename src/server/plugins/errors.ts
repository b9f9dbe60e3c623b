/**
 * One error shape for the whole API: `{statusCode, error, message, fieldErrors?, code?}`.
 * Validation errors name their fields; unexpected errors are logged with their stack and reach
 * the client only as "Internal Server Error", never with a stack trace or SQL.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { HttpError, type ErrorExtra } from '../http-errors';
import { uploadRefusalOf } from '../lib/uploads';
import { t } from '../../contract/i18n/texts';
import { SERVER_MESSAGE } from '../../contract/messages';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[] }; missingProperty?: string };
}

function fieldErrorsOf(issues: ValidationIssue[]): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const zodPath = issue.params?.issue?.path;
    const field =
      zodPath && zodPath.length > 0
        ? zodPath.join('.')
        : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    fieldErrors[field] ??= issue.message ? t({ id: issue.message }) : SERVER_MESSAGE.invalidValue;
  }
  return fieldErrors;
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  extra: ErrorExtra = {},
) {
  if (extra.retryAfterSeconds !== undefined) {
    // Whole seconds, at least one: what Retry-After allows and a client can count down.
    extra = { ...extra, retryAfterSeconds: Math.max(1, Math.ceil(extra.retryAfterSeconds)) };
    reply.header('retry-after', String(extra.retryAfterSeconds));
  }
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra });
}

export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.message, error.extra);
    }
    // Whichever route read the multipart body, a body cut off or badly framed is the client's.
    const uploadRefusal = request.isMultipart() ? uploadRefusalOf(error) : null;
    if (uploadRefusal) return sendError(reply, 400, uploadRefusal);
    if (error.validation) {
      const fieldErrors = fieldErrorsOf(error.validation as ValidationIssue[]);
      const where = error.validationContext ?? 'request';
      const first = Object.entries(fieldErrors)[0];
      const message = first
        ? SERVER_MESSAGE.invalidField(where, first[0], first[1])
        : SERVER_MESSAGE.invalid(where);
      return sendError(reply, 400, message, { fieldErrors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type...).
      return sendError(reply, status, error.message, { code: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, SERVER_MESSAGE.internalError);
  });
});
