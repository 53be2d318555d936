/**
 * Which build a Docusaurus run makes, read once from the environment by docusaurus.config.ts. Apart from
 * ./audience.ts, whose facts the browser bundle imports, so the validator stays out of every page's script.
 */
import * as z from 'zod';
import { audiences, type BuildPart } from './audience';

const audienceSchema = z.enum(audiences, {
  error: (issue) => `DOCS_AUDIENCE must be "public" or "staff", got ${JSON.stringify(issue.input)}`,
});

/** Reads DOCS_AUDIENCE, which `npm run build` sets for each build; unset (the dev server), every section is built. */
export function readBuildPart(env: NodeJS.ProcessEnv = process.env): BuildPart {
  return env.DOCS_AUDIENCE === undefined ? 'all' : audienceSchema.parse(env.DOCS_AUDIENCE);
}
