/**
 * The e2e stack: a real SMTP server that files every message it receives into the test mailbox, and the
 * real site server sending its mail there. Playwright starts this as its web server.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { testServer } from './testServer';
import { startSiteServer } from './siteServer';
import { startSmtpServer } from './smtpServer';

async function main(): Promise<void> {
  await rm(path.dirname(testServer.mailboxDir), { recursive: true, force: true });
  await mkdir(testServer.mailboxDir, { recursive: true });

  const smtp = await startSmtpServer({ port: testServer.smtpPort, mailboxDir: testServer.mailboxDir });
  const site = await startSiteServer({
    port: testServer.port,
    dataDir: testServer.dataDir,
    env: { SMTP_URL: `smtp://127.0.0.1:${testServer.smtpPort}` },
  });

  const stop = async () => {
    await site.stop();
    await smtp.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
