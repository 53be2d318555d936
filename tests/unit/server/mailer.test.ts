import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from '@site/server/auth/mailer';
import { signInCodeMail, signInLinkMail } from '@site/server/auth/signInMail';

describe('outbox mail (no SMTP server configured)', () => {
  it('writes each message as an RFC 822 file', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'Tideline Docs <docs@tideline.example>', smtpUrl: undefined, outboxDir }, pino({ level: 'silent' }));
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
  it('puts the code in the subject and the body', () => {
    const mail = signInCodeMail('a@b.example', '654321');
    expect(mail.subject).toContain('654321');
    expect(mail.text).toContain('654321');
  });

  it('escapes the link in HTML', () => {
    const mail = signInLinkMail('a@b.example', 'http://localhost:3000/api/auth/magic-link/verify?token=t&callbackURL=%2F"x');
    expect(mail.html).toContain('token=t&amp;callbackURL=%2F&quot;x');
    expect(mail.text).toContain('token=t&callbackURL');
  });
});
