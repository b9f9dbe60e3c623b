/**
 * How the server's log reads. At a terminal it is pino-pretty's readable lines, with what a
 * newcomer looks for (the demo password, each e-mailed code) in a box that stands out; piped to
 * a file or a collector it stays JSON lines. Requests are one line each, at debug level: at the
 * default level the log says what happened to the club, not every call a screen made.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logFormat === 'json' || config.logLevel === 'silent')
    return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' },
    },
  };
}

const requestLine = (request: FastifyRequest, reply: FastifyReply) =>
  `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;

/** Fastify's own request lines, made one line per request at debug level. */
export class QuietRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) reply.log.error({ err: error }, requestLine(request, reply));
    else reply.log.debug(requestLine(request, reply));
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug(`${request.method} ${request.url}: no such route`);
  }
}

/**
 * Lines framed so they stand out in a terminal's scrolling log:
 *
 *   ╔══════════════════════════╗
 *   ║ Demo password: s3cret    ║
 *   ╚══════════════════════════╝
 */
export function noticeBox(lines: readonly string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 2);
  return [`╔${rule}╗`, ...lines.map((line) => `║ ${line.padEnd(width)} ║`), `╚${rule}╝`].join('\n');
}

/** What a log line says: boxed on a line of its own at a terminal, as it is in JSON lines. */
export function standOut(config: Pick<Config, 'logFormat'>, lines: readonly string[]): string {
  return config.logFormat === 'pretty' ? `\n${noticeBox(lines)}` : lines.join(' · ');
}
