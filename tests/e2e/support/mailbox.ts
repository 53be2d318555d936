/** Reads sign-in mail from a folder of .eml files (the test SMTP server's mailbox, or the server's outbox). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { staffNewcomerCodeMail } from '../../../server/auth/signInMail';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  file: string;
}

/** Messages already parsed, by file: a mailbox only grows, so each file is parsed once however often it is read. */
const parsedMail = new Map<string, Promise<ReceivedMail>>();

async function parseMail(dir: string, file: string): Promise<ReceivedMail> {
  const parsed = await simpleParser(await readFile(path.join(dir, file)));
  const recipients = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap(
    (group) => group.value,
  );
  const to = recipients.map((recipient) => recipient.address?.toLowerCase() ?? '');
  return { to, subject: parsed.subject ?? '', text: parsed.text ?? '', file };
}

/** Every message in the folder, oldest first (the files are named by the time they arrived). */
export async function readMailbox(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map((file) => {
      const key = path.join(dir, file);
      let mail = parsedMail.get(key);
      if (!mail) {
        mail = parseMail(dir, file);
        parsedMail.set(key, mail);
        // A file read while it is still being written fails to parse or lacks its headers: forget it, so the next
        // look reads it whole.
        mail.then(
          (read) => (read.to.length === 0 || read.subject === '') && parsedMail.delete(key),
          () => parsedMail.delete(key),
        );
      }
      return mail;
    }),
  );
}

/** Waits for a message to `address` that was not in the mailbox before (`seen` holds the files already read). */
export async function waitForMail(
  dir: string,
  address: string,
  seen: ReadonlySet<string> = new Set(),
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await readMailbox(dir)).filter((m) => !seen.has(m.file) && m.to.includes(address.toLowerCase()));
    const newest = mail.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail to ${address} arrived in ${dir} within ${timeoutMs} ms.`);
}

export async function mailFiles(dir: string): Promise<Set<string>> {
  return new Set((await readMailbox(dir)).map((m) => m.file));
}

/** The 6-digit sign-in code a message carries in its subject, if any. */
export const codeIn = (mail: ReceivedMail): string | undefined => /\b(\d{6})\b/.exec(mail.subject)?.[1];

/** The sign-in link a message carries in its text, if any. */
export const linkIn = (mail: ReceivedMail): string | undefined =>
  /(https?:\/\/\S+magic-link\/verify\S+)/.exec(mail.text)?.[1];

export function signInCode(mail: ReceivedMail): string {
  const code = codeIn(mail);
  if (!code) throw new Error(`No 6-digit code in "${mail.subject}".`);
  return code;
}

export function signInLink(mail: ReceivedMail): string {
  const link = linkIn(mail);
  if (!link) throw new Error(`No sign-in link in the mail "${mail.subject}".`);
  return link;
}

/**
 * Whether a message is what a staff address without an account gets when it asks for a code: no code, only the advice
 * to sign in with the e-mailed link the first time.
 */
export const asksForLinkFirst = (mail: ReceivedMail): boolean => mail.subject === staffNewcomerCodeMail('').subject;
