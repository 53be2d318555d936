/**
 * The folders the server writes while it runs, checked when it starts. A folder it cannot write (a file in
 * its place, no permission, a read-only or full disk) stops the server with a message naming the folder
 * and the setting that chose it, instead of a stack trace now or a failed sign-in later.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from './config.js';

/** A reason the server cannot start that a person fixes outside it (the message says how). */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface DataFolder {
  folder: string;
  /** The setting that chose it. */
  setting: 'DATA_DIR' | 'OUTBOX_DIR' | 'SMS_OUTBOX_DIR';
  holds: string;
}

/** Only the folders this configuration writes: PostgreSQL with AUTH_SECRET and SMTP_URL needs none. */
export function dataFoldersOf(config: ServerConfig): DataFolder[] {
  const folders: DataFolder[] = [];
  if (config.database.kind === 'sqlite') {
    folders.push({
      folder: path.dirname(config.database.file),
      setting: 'DATA_DIR',
      holds: 'the identity store (auth.db)',
    });
  }
  if (!config.authSecret)
    folders.push({ folder: config.dataDir, setting: 'DATA_DIR', holds: 'the session secret (auth-secret)' });
  if (!config.mail.smtpUrl)
    folders.push({ folder: config.mail.outboxDir, setting: 'OUTBOX_DIR', holds: 'sign-in mail (no SMTP_URL set)' });
  const textsSignIn = config.signIn.methods.some((method) => method === 'otp_via_sms' || method === 'sms_link');
  if (textsSignIn && !config.sms.smppUrl) {
    folders.push({
      folder: config.sms.outboxDir,
      setting: 'SMS_OUTBOX_DIR',
      holds: 'sign-in text messages (no SMS_URL set)',
    });
  }
  return folders;
}

const reasons: Record<string, string> = {
  ENOTDIR: 'part of the path is a file, not a folder',
  EEXIST: 'a file is in its place',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

async function checkWritable({ folder, setting, holds }: DataFolder): Promise<void> {
  const probe = path.join(folder, `.write-check-${process.pid}`);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(probe, 'The site server checks at start that it can write here; this file is removed at once.\n');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new StartupError(
      `The data folder ${path.resolve(folder)} cannot be written (${reasons[code] ?? code}). ` +
        `The server keeps ${holds} there. Make the folder writable, free some space, or set ${setting} to a folder the server can write.`,
    );
  } finally {
    await rm(probe, { force: true }).catch(() => undefined);
  }
}

export async function checkDataFolders(config: ServerConfig): Promise<void> {
  for (const folder of dataFoldersOf(config)) await checkWritable(folder);
}
