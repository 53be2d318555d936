/** A real SMTP server (smtp-server) that files every message it receives as an .eml file in a folder. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface RunningSmtp {
  port: number;
  /** Stops listening and waits for the server to close; connections are then refused. */
  stop(): Promise<void>;
}

export async function startSmtpServer({
  port,
  mailboxDir,
}: {
  port: number;
  mailboxDir: string;
}): Promise<RunningSmtp> {
  await mkdir(mailboxDir, { recursive: true });
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const file = path.join(mailboxDir, `${Date.now()}-${received}.eml`);
        // Written under another name, then renamed: a test reading the mailbox never sees half a message.
        writeFile(`${file}.part`, Buffer.concat(chunks))
          .then(() => rename(`${file}.part`, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', resolve);
  });
  return { port, stop: () => new Promise<void>((resolve) => smtp.close(resolve)) };
}
