/**
 * The MCP server one request talks to: three tools over one audience's build. Anonymous callers get the
 * public build; the caller's audience is decided before this server is made (./routes.ts).
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import type { Audience } from '../../contract/audience.js';
import type { PageLibrary } from './pageLibrary.js';
import type { SiteSearch } from './siteSearch.js';

export interface DocsServerDependencies {
  audience: Audience;
  pages: PageLibrary;
  search: SiteSearch;
  /** The site's address, for links an assistant can show its user. */
  publicUrl: string;
}

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
const failure = (message: string) => ({ ...text(message), isError: true });

/** `1 page matches "pump":`, `12 pages match "pump"; the first 8:` */
export function matchSummary(total: number, shown: number, query: string): string {
  const matches = total === 1 ? '1 page matches' : `${total} pages match`;
  return `${matches} "${query}"${shown < total ? `; the first ${shown}` : ''}:`;
}

export function docsServer({ audience, pages, search, publicUrl }: DocsServerDependencies): McpServer {
  const server = new McpServer({ name: 'tideline-docs', version: '1.0.0' });
  const link = (route: string) => `${publicUrl}${encodeURI(route)}`;

  server.registerTool(
    'search',
    {
      title: 'Search the documentation',
      description:
        'Full-text search over the Tideline, gNode and gSharp documentation you may read. Returns pages with a short excerpt; read one with get_page.',
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe('Words to look for, e.g. "minimum night flow"'),
        limit: z.number().int().min(1).max(25).default(8).describe('How many pages to return'),
      },
    },
    async ({ query, limit }) => {
      const answer = await search.search(audience, query, limit);
      if (answer.hits.length === 0) return text(`No page matches "${query}".`);
      const lines = answer.hits.map(
        (hit) =>
          `- [${hit.title}](${link(hit.url)}) (${hit.section}; get_page path: ${hit.url.split('#')[0]})\n  ${hit.excerpt}`,
      );
      return {
        ...text(`${matchSummary(answer.total, answer.hits.length, query)}\n\n${lines.join('\n')}`),
        structuredContent: { total: answer.total, hits: answer.hits },
      };
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the documentation pages',
      description: 'Every page you may read, one line each with its path and description, optionally only one section.',
      inputSchema: {
        section: z.string().trim().max(100).optional().describe('Only this section, e.g. "gSharp" or "Tideline"'),
      },
    },
    async ({ section }) => {
      const all = await pages.list(audience);
      const chosen = section ? all.filter((page) => page.section.toLowerCase() === section.toLowerCase()) : all;
      if (chosen.length === 0) {
        const sections = [...new Set(all.map((page) => page.section))].join(', ');
        return failure(`There is no section "${section}". Sections: ${sections}.`);
      }
      const lines = chosen.map(
        (page) => `- ${page.route} | ${page.title}${page.description ? ` | ${page.description}` : ''}`,
      );
      return text(`${chosen.length} pages (path | title | description):\n\n${lines.join('\n')}`);
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a documentation page',
      description: 'The page as Markdown. Pass its path as list_pages or search give it, e.g. "/gSharp/Overview".',
      inputSchema: {
        path: z.string().trim().min(1).max(500).describe('The page path, e.g. "/Tideline/Applications/RDII/Overview"'),
      },
    },
    async ({ path }) => {
      const page = await pages.read(audience, path);
      if (!page) return failure(`There is no page at ${path}. Use list_pages or search to find one.`);
      return text(`${page.markdown.trim()}\n\nSource: ${link(page.entry.route)}`);
    },
  );

  return server;
}
