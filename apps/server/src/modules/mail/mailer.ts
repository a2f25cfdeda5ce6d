import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends account mails over SMTP when SMTP_URL is set. Otherwise the mail is not sent: the log
 * names its subject only, or the whole mail (reset links included) under DEV_LOG_MAIL_TEXT.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const TIMEOUT_MS = 15_000;

export function createMailer(config: SmtpConfig, log: FastifyBaseLogger): Mailer {
  if (!config.url) {
    return {
      send(mail) {
        if (config.logMailText) {
          log.info({ mail }, 'mail not sent (SMTP_URL is not set): written to the log');
        } else {
          log.info(
            { subject: mail.subject },
            'mail not sent (SMTP_URL is not set; DEV_LOG_MAIL_TEXT=true logs its text)',
          );
        }
        return Promise.resolve();
      },
    };
  }
  const url = new URL(config.url);
  for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(TIMEOUT_MS));
  }
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ createTransport }) =>
        createTransport(url.toString()),
      );
      await (await transport).sendMail({ from: config.from, ...mail });
    },
  };
}
