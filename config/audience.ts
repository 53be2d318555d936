/**
 * The two audiences the site is built for. The public build must never contain
 * anything of the staff section, so every build-time decision that differs
 * between them reads this one value.
 */
import * as z from 'zod';

export const audiences = ['public', 'staff'] as const;
export type Audience = (typeof audiences)[number];

const audienceSchema = z.enum(audiences, {
  error: (issue) => `DOCS_AUDIENCE must be "public" or "staff", got ${JSON.stringify(issue.input)}`,
});

/** Reads DOCS_AUDIENCE; the dev server defaults to staff so writers see every section. */
export function readAudience(env: NodeJS.ProcessEnv = process.env): Audience {
  return audienceSchema.parse(env.DOCS_AUDIENCE ?? 'staff');
}

/** Where each section of the staff-only part of the site lives. */
export const staffSection = {
  docsPath: 'internal',
  routeBasePath: 'Internal Documentation',
  sidebarId: 'internal',
} as const;
