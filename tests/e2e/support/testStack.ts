/**
 * The e2e stack: a real SMTP server that files every message it receives into the test mailbox, and the
 * real site server sending its mail there. Playwright starts this as its web server.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { testServer } from './testServer';
import { startSiteServer } from './siteServer';

async function main(): Promise<void> {
  await rm(path.dirname(testServer.mailboxDir), { recursive: true, force: true });
  await mkdir(testServer.mailboxDir, { recursive: true });

  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const file = path.join(testServer.mailboxDir, `${Date.now()}-${received}.eml`);
        writeFile(file, Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(testServer.smtpPort, '127.0.0.1', resolve));

  const site = await startSiteServer({
    port: testServer.port,
    dataDir: testServer.dataDir,
    env: { SMTP_URL: `smtp://127.0.0.1:${testServer.smtpPort}` },
    inheritOutput: true,
  });

  const stop = async () => {
    await site.stop();
    smtp.close(() => process.exit(0));
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
