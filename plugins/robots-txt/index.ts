/**
 * Writes the site's robots.txt, which lands in the public build. The public audience's invites crawlers and names the
 * sitemap by absolute address (a relative Sitemap line is invalid, and crawlers ignore it); the staff audience's, for a
 * site only signed-in staff are ever served, turns every crawler away. The staff section, built with the rest of the
 * site, has no robots.txt of its own: its pages carry a robots meta tag (src/theme/DocItem/Metadata).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Audience } from '../../contract/audience';

export interface RobotsTxtOptions {
  audience: Audience;
}

export function robotsTxt(audience: Audience, siteUrl: string, baseUrl: string): string {
  if (audience === 'staff') return ['User-agent: *', 'Disallow: /', ''].join('\n');
  const sitemap = new URL(`${baseUrl}sitemap.xml`, siteUrl).href;
  return ['User-agent: *', 'Allow: /', `Sitemap: ${sitemap}`, ''].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext, options: RobotsTxtOptions): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({ outDir }) {
      await writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt(options.audience, context.siteConfig.url, context.baseUrl),
      );
    },
  };
}
