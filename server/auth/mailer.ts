/**
 * Outgoing mail. With SMTP_URL set, mail goes to that server; otherwise each message is written to the
 * outbox folder as one RFC 822 `.eml` file and logged, so sign-in works on a machine with no mail server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { from: string; smtpUrl: string | undefined; outboxDir: string }, log: Logger): Mailer {
  return options.smtpUrl ? smtpMailer(options.from, options.smtpUrl, log) : outboxMailer(options.from, options.outboxDir, log);
}

function smtpMailer(from: string, smtpUrl: string, log: Logger): Mailer {
  // Nodemailer waits up to two minutes for a connection by default; a reader waiting on the form should
  // hear within seconds that the mail server is not answering.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        log.error({ err: error, to: message.to }, 'mail could not be sent over SMTP');
        throw error;
      }
      log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
    },
    close: () => transport.close(),
  };
}

function outboxMailer(from: string, outboxDir: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      try {
        await mkdir(outboxDir, { recursive: true });
        await writeFile(file, info.message as Buffer);
      } catch (error) {
        log.error({ err: error, to: message.to, outboxDir }, 'mail could not be written to the outbox');
        throw error;
      }
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close: () => transport.close(),
  };
}
