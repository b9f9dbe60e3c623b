/**
 * Sends e-mail through SMTP_URL with nodemailer. Without SMTP_URL each message is written to
 * the log instead (code included) at any LOG_LEVEL but `silent`, so the app works out of the
 * box with no mail server.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { standOut } from '../logging';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The code the e-mail carries, for the log to show at a glance when it stands in for mail. */
  code?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  config: Pick<Config, 'logFormat'>;
}): Mailer {
  const { smtpUrl, from, log, config } = options;
  if (!smtpUrl) {
    // Here the log is how mail goes out, not a line to filter: at LOG_LEVEL=warn a newcomer
    // still needs the sign-up code. Only `silent` keeps it out.
    const mailLog = log.level === 'silent' ? log : log.child({}, { level: 'info' });
    return {
      async send(message) {
        const heading = `E-mail to ${message.to}: ${message.subject}`;
        const lines = message.code ? [heading, `Code: ${message.code}`] : [heading];
        // At a terminal the box says it all; JSON lines keep the whole e-mail for a collector.
        if (config.logFormat === 'pretty') mailLog.info(standOut(config, lines));
        else mailLog.info({ mail: message }, standOut(config, lines));
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
    },
    close() {
      transport.close();
    },
  };
}
