/**
 * The sign-in help pages quote only what the site can say: a quote is checked against the string literals,
 * templates and JSX text of the site's code and Better Auth, with a template's substitutions standing for any text.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../scripts/docs-check/markdown';
import { formatProblem } from '../../../scripts/docs-check/problem';
import {
  checkQuotedMessages,
  messageTemplates,
  quoteFitsTemplate,
  quoteProblems,
  quotesOf,
} from '../../../scripts/docs-check/quotedMessages';

const root = path.resolve(__dirname, '../../..');

describe('a quote and a message template', () => {
  const tooManyMessages =
    messageTemplates(
      'handleRateLimit.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the string is TypeScript source with a template literal in it.
      'const m = `Too many sign-in messages were sent to ${recipient}. Try again in ${minutes} minute${s}.`;',
    )[0] ?? [];

  it('fits a plain literal it is part of', () => {
    expect(quoteFitsTemplate('The code has expired', ['The code has expired. Go back and ask for a new one.'])).toBe(
      true,
    );
  });

  it('fits a template whose substitution it fills with an example', () => {
    expect(quoteFitsTemplate('Too many sign-in messages were sent to this address', tooManyMessages)).toBe(true);
    expect(
      quoteFitsTemplate(
        'Too many sign-in messages were sent to this phone number. Try again in 12 minutes',
        tooManyMessages,
      ),
    ).toBe(true);
  });

  it('does not fit when its words differ from the code before the substitution', () => {
    expect(quoteFitsTemplate('Too many messages were sent to this address', tooManyMessages)).toBe(false);
    expect(quoteFitsTemplate('Too many sign-in messages went to this address', tooManyMessages)).toBe(false);
  });

  it("takes a substitution for any text, so words quoted after it are the example's", () => {
    expect(
      quoteFitsTemplate('Too many sign-in messages were sent to this address. Retry in 12 minutes', tooManyMessages),
    ).toBe(true);
  });

  it('does not let a quote begin inside a substitution', () => {
    expect(quoteFitsTemplate('anything at all', ['', ' at all'])).toBe(false);
  });

  it('reads JSX text as well as strings', () => {
    expect(messageTemplates('Screen.tsx', 'const s = <h2>Check your email</h2>;')).toContainEqual(['Check your email']);
  });
});

describe('quotes in the sign-in help pages', () => {
  const templates = [['The code has expired. Go back and ask for a new one.'], ['Too many attempts: 5 wrong codes.']];

  it('reports the troubleshooting row the customer page had before the fix ("Code expired")', () => {
    const page = [
      '| Problem | Cause | What to do |',
      '|---|---|---|',
      '| "Code expired" or the code is rejected | Codes are valid for 5 minutes | Choose **Retry** |',
      '| *Too many attempts* | 5 wrong codes | Wait 5 minutes |',
      '',
    ].join('\n');
    expect(quoteProblems('page.md', quotesOf(parsePage(page), true), templates).map(formatProblem)).toEqual([
      'page.md:3: "Code expired" is quoted as something the site says, but no message in src/, server/, contract/ or Better Auth reads so: quote the message verbatim',
    ]);
  });

  it('leaves emphasis outside troubleshooting tables alone on the staff page', () => {
    const page = 'Readers see *whatever the directory says*.\n\n| Step | Text |\n|---|---|\n| 1 | "Not a message" |\n';
    expect(quotesOf(parsePage(page), false)).toEqual([]);
  });

  it('finds nothing wrong in the pages as they are', async () => {
    expect((await checkQuotedMessages(root)).map(formatProblem)).toEqual([]);
  }, 60_000);
});
