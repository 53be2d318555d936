/**
 * Outgoing text messages. With SMS_URL set they go to an SMS gateway over SMPP, the protocol gateways and
 * carriers speak; otherwise each is written to the SMS outbox folder as one text file, so texted sign-in
 * works offline the way e-mail does. The log names the recipient masked (`+44•••••••456`) and the file,
 * never the text: it holds a sign-in code or link.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import smpp from 'smpp';
import type { Logger } from 'pino';
import { maskedRecipient } from '../logging.js';

export interface TextMessage {
  /** E.164, e.g. +447911123456. */
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: TextMessage): Promise<void>;
}

/** The sender name the recipient's phone shows (an alphanumeric sender id, at most 11 characters). */
const smsSenderId = 'Tideline';

export function createSmsSender(options: { smppUrl: string | undefined; outboxDir: string }, log: Logger): SmsSender {
  return options.smppUrl ? smppSender(options.smppUrl, log) : outboxSender(options.outboxDir, log);
}

/** The outbox file: a header block, a blank line, then the text, as a gateway would receive it. */
function outboxFileText(message: TextMessage, date = new Date()): string {
  return [`To: ${message.to}`, `From: ${smsSenderId}`, `Date: ${date.toISOString()}`, '', message.text, ''].join('\n');
}

function outboxSender(outboxDir: string, log: Logger): SmsSender {
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.txt`,
      );
      await writeFile(file, outboxFileText(message), { mode: 0o600 });
      log.info({ to: maskedRecipient(message.to), file }, 'text message written to the SMS outbox (no SMS_URL set)');
    },
  };
}

// SMPP address types: an alphanumeric sender, an international (E.164) recipient in the ISDN numbering plan.
const alphanumeric = 5;
const international = 1;
const isdn = 1;
/** One SMS holds 254 bytes in short_message; longer texts travel in the message_payload parameter. */
const shortMessageLimit = 254;
const gatewayTimeoutMs = 15_000;

function smppSender(smppUrl: string, log: Logger): SmsSender {
  const url = new URL(smppUrl);
  const tls = url.protocol === 'ssmpp:';
  const target = { host: url.hostname, port: Number(url.port) || (tls ? 3550 : 2775), tls };
  const credentials = { system_id: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };

  return {
    send(message) {
      // One session per message: sign-in texts are rare, and a fresh bind never finds a stale connection.
      return new Promise<void>((resolve, reject) => {
        const session = smpp.connect(target);
        const timer = setTimeout(
          () => finish(new Error(`the SMS gateway at ${target.host}:${target.port} did not answer in time`)),
          gatewayTimeoutMs,
        );
        let done = false;
        function finish(error?: Error): void {
          if (done) return;
          done = true;
          clearTimeout(timer);
          session.close();
          if (error) reject(error);
          else resolve();
        }
        session.on('error', (error: Error) =>
          finish(new Error(`the SMS gateway at ${target.host}:${target.port} cannot be reached: ${error.message}`)),
        );
        session.bind_transceiver(credentials, (bound) => {
          if (bound.command_status !== smpp.ESME_ROK) {
            finish(new Error(`the SMS gateway refused the login in SMS_URL (SMPP status ${bound.command_status})`));
            return;
          }
          const body =
            Buffer.byteLength(message.text) <= shortMessageLimit
              ? { short_message: message.text }
              : { message_payload: message.text };
          session.submit_sm(
            {
              source_addr: smsSenderId,
              source_addr_ton: alphanumeric,
              destination_addr: message.to.replace(/^\+/, ''),
              dest_addr_ton: international,
              dest_addr_npi: isdn,
              ...body,
            },
            (submitted) => {
              if (submitted.command_status !== smpp.ESME_ROK) {
                finish(new Error(`the SMS gateway refused the message (SMPP status ${submitted.command_status})`));
                return;
              }
              log.info(
                { to: maskedRecipient(message.to), gateway: `${target.host}:${target.port}` },
                'text message sent over SMPP',
              );
              session.unbind(undefined, () => finish());
            },
          );
        });
      });
    },
  };
}
