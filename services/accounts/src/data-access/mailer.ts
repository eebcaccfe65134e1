import { createTransport } from 'nodemailer';
import type { Logger } from '@chainscribe/service-kit';

export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, only in development is the message
 * written to the accounts log so a developer can follow the link: anywhere else a log line holding
 * a reset link would be a way into the account for whoever reads the logs.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logLinks: boolean; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      if (!options.logLinks) {
        options.logger.error({ subject: message.subject }, 'email not sent: SMTP_URL is not configured');
        return;
      }
      options.logger.info({ to: message.to, subject: message.subject, text: message.text }, 'email (no SMTP configured; logged instead)');
    },
  };
}
