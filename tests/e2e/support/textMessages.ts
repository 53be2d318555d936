/** Reads sign-in texts: from the site's SMS outbox folder, or from the test SMS gateway. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface TextMessage {
  to: string;
  text: string;
  /** The outbox file, or the gateway's sequence number. */
  id: string;
}

/** Where a test reads texts from; `seen` holds the ids read before the action that sends one. */
export interface TextInbox {
  all(): Promise<TextMessage[]>;
}

export function outboxInbox(dir: string): TextInbox {
  return {
    async all() {
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.txt')).sort();
      return Promise.all(
        files.map(async (file) => {
          const [header = '', ...body] = (await readFile(path.join(dir, file), 'utf8')).split('\n\n');
          const to = /^To: (.+)$/m.exec(header)?.[1] ?? '';
          return { to, text: body.join('\n\n').trim(), id: file };
        }),
      );
    },
  };
}

export function gatewayInbox(received: readonly TextMessage[]): TextInbox {
  return { all: async () => [...received] };
}

export async function seenTexts(inbox: TextInbox): Promise<Set<string>> {
  return new Set((await inbox.all()).map((message) => message.id));
}

export async function waitForText(
  inbox: TextInbox,
  to: string,
  seen: ReadonlySet<string>,
  timeoutMs = 15_000,
): Promise<TextMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const message = (await inbox.all()).filter((m) => !seen.has(m.id) && m.to === to).at(-1);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No text to ${to} arrived within ${timeoutMs} ms.`);
}

/**
 * The code of a sign-in text, read as a phone reads it: from the last line, `@<host> #<code>` (the WebOTP format),
 * which must name the same code as the text's first words.
 */
export function textedCode(message: TextMessage): string {
  const lastLine = /^@(\S+) #(\d{6})$/.exec(message.text.split('\n').at(-1) ?? '');
  const first = /^(\d{6}) is your Tideline Docs sign-in code/.exec(message.text)?.[1];
  if (!lastLine?.[2] || lastLine[2] !== first) throw new Error(`No sign-in code in the text "${message.text}".`);
  return lastLine[2];
}

/** The host a sign-in text's last line binds its code to. */
export function textedCodeHost(message: TextMessage): string | undefined {
  return /^@(\S+) #\d{6}$/.exec(message.text.split('\n').at(-1) ?? '')?.[1];
}

export function textedLink(message: TextMessage): string {
  const link = /(https?:\/\/\S+\/sign-in\/link#token=[\w-]+)/.exec(message.text)?.[1];
  if (!link) throw new Error(`No sign-in link in the text "${message.text}".`);
  return link;
}

/** A fresh UK mobile number per test (every number in the 07400 mobile range is valid), so parallel tests never share one. */
export function freshUkMobile(): { national: string; e164: string } {
  const subscriber = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return { national: `7400 ${subscriber}`, e164: `+447400${subscriber}` };
}
