import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createMailer, requiresStartTls } from '@site/server/auth/mailer';
import { createLogger } from '@site/server/logging';
import { signInCodeMail, signInLinkMail } from '@site/server/auth/signInMail';

describe('outbox mail (no SMTP server configured)', () => {
  it('writes each message as an RFC 822 file', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const mailer = createMailer(
      { from: 'Tideline Docs <docs@tideline.example>', smtpUrl: undefined, outboxDir },
      pino({ level: 'silent' }),
    );
    await mailer.send(signInCodeMail('writer@tideline.example', '123456'));
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const message = await readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(message).toMatch(/^From: Tideline Docs <docs@tideline\.example>$/m);
    expect(message).toMatch(/^To: writer@tideline\.example$/m);
    expect(message).toContain('Subject: Your Tideline Docs sign-in code: 123456');
  });
});

describe('sign-in mail', () => {
  it('logs only the masked recipient and the file of a sign-in code written to the outbox', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-log-'));
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    await createMailer({ from: 'Tideline Docs <docs@tideline.example>', smtpUrl: undefined, outboxDir }, log).send(
      signInCodeMail('writer@tideline.example', '177378'),
    );
    const [file] = await readdir(outboxDir);
    expect(lines.join('')).toContain(file);
    expect(lines.join('')).toContain('w\u2022\u2022\u2022@tideline.example');
    expect(lines.join('')).not.toMatch(/177378|writer@|sign-in code/);
  });

  it('puts the code in the subject and the body', () => {
    const mail = signInCodeMail('a@b.example', '654321');
    expect(mail.subject).toContain('654321');
    expect(mail.text).toContain('654321');
  });

  it('escapes the link in HTML', () => {
    const mail = signInLinkMail(
      'a@b.example',
      'http://localhost:3000/api/auth/magic-link/verify?token=t&callbackURL=%2F"x',
    );
    expect(mail.html).toContain('token=t&amp;callbackURL=%2F&quot;x');
    expect(mail.text).toContain('token=t&callbackURL');
  });
});

describe('SMTP mail', () => {
  /** A real SMTP server without STARTTLS, keeping what it receives. */
  async function plaintextSmtpServer(
    host: string,
  ): Promise<{ port: number; received: string[]; close: () => Promise<void> }> {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    const { port } = server.server.address() as AddressInfo;
    return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
  }

  /** A pino logger writing into a string, to read what the log would say. */
  function capturedLog(): { log: pino.Logger; text: () => string } {
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    return { log, text: () => lines.join('') };
  }

  const from = 'Tideline Docs <docs@tideline.example>';
  const outboxDir = path.join(tmpdir(), 'unused-outbox');

  it('logs the recipient masked, and never the code', async () => {
    const smtp = await plaintextSmtpServer('127.0.0.1');
    const { log, text } = capturedLog();
    const mailer = createMailer({ from, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir }, log);
    try {
      await mailer.send(signInCodeMail('writer@tideline.example', '482916'));
      await mailer.send(
        signInLinkMail(
          'writer@tideline.example',
          'http://localhost:3000/api/auth/magic-link/verify?token=Tk9pZ3RoZXJl',
        ),
      );
    } finally {
      mailer.close();
      await smtp.close();
    }
    expect(smtp.received.join('')).toContain('482916');
    expect(text()).toContain('w\u2022\u2022\u2022@tideline.example');
    expect(text()).not.toContain('writer@');
    expect(text()).not.toContain('482916');
    expect(text()).not.toContain('Tk9pZ3RoZXJl');
  });

  it('logs a recipient the mail server refuses masked, though the refusal quotes the address in several fields', async () => {
    // Nodemailer's error carries the server's reply in `response`, the address in `rejected` and in `rejectedErrors`.
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        callback(
          Object.assign(new Error(`<${address.address}>: Recipient address rejected: mailbox full`), {
            responseCode: 552,
          }),
        );
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    const mailer = createMailer(
      { from, smtpUrl: `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}`, outboxDir },
      log,
    );
    try {
      await expect(mailer.send(signInCodeMail('dana.reyes@riverbend.example', '482916'))).rejects.toThrow();
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
    const logged = lines.join('');
    expect(logged).toContain('"rejectedErrors"');
    expect(logged).toContain('d\u2022\u2022\u2022@riverbend.example');
    expect(logged).not.toContain('dana.reyes');
    expect(logged).not.toContain('482916');
  });

  it('sends to a mail server on this machine without TLS', () => {
    expect(requiresStartTls('smtp://127.0.0.1:2525', false)).toBe(false);
    expect(requiresStartTls('smtp://localhost:25', false)).toBe(false);
    expect(requiresStartTls('smtp://[::1]:25', false)).toBe(false);
  });

  it('demands STARTTLS from a mail server elsewhere, unless plaintext is allowed', () => {
    expect(requiresStartTls('smtp://mail.example:587', false)).toBe(true);
    expect(requiresStartTls('smtp://192.0.2.2:25', false)).toBe(true);
    expect(requiresStartTls('smtp://mail.example:25', true)).toBe(false);
    expect(requiresStartTls('smtps://mail.example:465', false)).toBe(false);
  });

  // A real server on this machine's own non-loopback address, as a mail server elsewhere would be reached.
  const outsideAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

  it.skipIf(!outsideAddress)(
    'refuses to send a sign-in code unencrypted to a server without STARTTLS, naming SMTP_ALLOW_PLAINTEXT',
    async () => {
      const smtp = await plaintextSmtpServer(outsideAddress!);
      const { log } = capturedLog();
      const mailer = createMailer({ from, smtpUrl: `smtp://${outsideAddress}:${smtp.port}`, outboxDir }, log);
      try {
        await expect(mailer.send(signInCodeMail('writer@tideline.example', '482916'))).rejects.toThrow(
          /SMTP_ALLOW_PLAINTEXT=true/,
        );
      } finally {
        mailer.close();
        await smtp.close();
      }
      expect(smtp.received).toEqual([]);
    },
  );

  it.skipIf(!outsideAddress)('sends unencrypted to such a server when SMTP_ALLOW_PLAINTEXT is true', async () => {
    const smtp = await plaintextSmtpServer(outsideAddress!);
    const { log } = capturedLog();
    const mailer = createMailer(
      { from, smtpUrl: `smtp://${outsideAddress}:${smtp.port}`, outboxDir, allowPlaintext: true },
      log,
    );
    try {
      await mailer.send(signInCodeMail('writer@tideline.example', '482916'));
    } finally {
      mailer.close();
      await smtp.close();
    }
    expect(smtp.received.join('')).toContain('482916');
  });
});
