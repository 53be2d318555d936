import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createSmsSender } from '@site/server/sms/smsSender';

describe('text messages without a gateway', () => {
  it('are written to the SMS outbox, one file each, and the log never holds the text', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'sms-outbox-'));
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const sender = createSmsSender({ smppUrl: undefined, outboxDir }, log);
    await sender.send({ to: '+447911123456', text: '123456 is your Tideline Docs sign-in code.' });
    await sender.send({ to: '+447911123456', text: '654321 is your Tideline Docs sign-in code.' });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(2);
    const first = await readFile(path.join(outboxDir, files.sort()[0]!), 'utf8');
    expect(first).toMatch(
      /^To: \+447911123456\nFrom: Tideline\nDate: .+\n\n123456 is your Tideline Docs sign-in code\.\n$/,
    );
    expect(lines.join('')).not.toMatch(/123456 is|654321/);
    expect(lines.join('')).toContain('+44\u2022\u2022\u2022\u2022\u2022\u2022\u2022456');
    expect(lines.join('')).not.toContain('7911123');
  });

  it('say why when the gateway cannot be reached', async () => {
    const sender = createSmsSender(
      { smppUrl: 'smpp://docs:secret@127.0.0.1:1', outboxDir: 'unused' },
      pino({ level: 'silent' }),
    );
    await expect(sender.send({ to: '+447911123456', text: 'x' })).rejects.toThrow(
      /the SMS gateway at 127\.0\.0\.1:1 cannot be reached/,
    );
  });
});
