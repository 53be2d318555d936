/**
 * Outgoing mail. With SMTP_URL set, mail goes to that server; otherwise each message is written to the
 * outbox folder as one RFC 822 `.eml` file and logged, so sign-in works on a machine with no mail server.
 *
 * Sign-in mail holds codes and links that sign a person in, in its subject and body: the log says neither,
 * in any mode. It names the recipient masked (`w•••@tideline.example`) and, for the outbox, the file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { isIPv4 } from 'node:net';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailConfig } from '../config.js';
import { maskedRecipient } from '../logging.js';

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

export function createMailer(
  options: Omit<MailConfig, 'allowPlaintext'> & { allowPlaintext?: boolean },
  log: Logger,
): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.from, options.smtpUrl, options.allowPlaintext ?? false, log)
    : outboxMailer(options.from, options.outboxDir, log);
}

/** A mail server on this machine: nothing crosses a network, so TLS adds nothing. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || (isIPv4(host) && host.startsWith('127.'))
  );
}

/**
 * Whether the connection must be encrypted before anything is sent: `smtps://` is from the first byte;
 * `smtp://` to another host must upgrade with STARTTLS, or the send fails, unless plaintext is allowed.
 */
export function requiresStartTls(smtpUrl: string, allowPlaintext: boolean): boolean {
  const url = new URL(smtpUrl);
  return url.protocol === 'smtp:' && !allowPlaintext && !isLoopbackHost(url.hostname);
}

function smtpMailer(from: string, smtpUrl: string, allowPlaintext: boolean, log: Logger): Mailer {
  const requireTLS = requiresStartTls(smtpUrl, allowPlaintext);
  const host = new URL(smtpUrl).host;
  // Nodemailer waits up to two minutes for a connection by default; a reader waiting on the form should
  // hear within seconds that the mail server is not answering.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(requireTLS ? { requireTLS: true } : {}),
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        log.error({ err: error, to: maskedRecipient(message.to) }, 'mail could not be sent over SMTP');
        const code = (error as { code?: unknown }).code;
        if (requireTLS && (code === 'ETLS' || /STARTTLS/.test(String((error as Error).message)))) {
          throw new Error(
            `The mail server ${host} does not offer STARTTLS, so sign-in mail was not sent unencrypted. Use smtps://, enable STARTTLS on the server, or set SMTP_ALLOW_PLAINTEXT=true.`,
            { cause: error },
          );
        }
        throw error;
      }
      log.info({ to: maskedRecipient(message.to) }, 'mail sent over SMTP');
    },
    close: () => transport.close(),
  };
}

function outboxMailer(from: string, outboxDir: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      try {
        await mkdir(outboxDir, { recursive: true });
        // It holds a sign-in code or link: readable by the server's own user only, as the texts' outbox files are.
        await writeFile(file, info.message as Buffer, { mode: 0o600 });
      } catch (error) {
        log.error(
          { err: error, to: maskedRecipient(message.to), outboxDir },
          'mail could not be written to the outbox',
        );
        throw error;
      }
      log.info({ to: maskedRecipient(message.to), file }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close: () => transport.close(),
  };
}
