/**
 * The Insights report names pages by the path readers were on; writers know them by title. Each page row gets the
 * title its build's page list gives it (contract/pageMarkdown.ts), found as the MCP endpoint finds a page (a trailing
 * slash or another letter case still matches). A path no build lists (a page since removed) keeps no title.
 */
import type { InsightsReport } from '../../contract/insights.js';
import type { PageManifestEntry } from '../../contract/pageMarkdown.js';
import { entryAt } from '../mcp/pageLibrary.js';

export function withPageTitles(report: InsightsReport, pages: readonly PageManifestEntry[]): InsightsReport {
  const titled = <Row extends { path: string }>(row: Row): Row & { title?: string } => {
    const title = entryAt(pages, row.path)?.title;
    return title === undefined ? row : { ...row, title };
  };
  return { ...report, topPages: report.topPages.map(titled), feedback: report.feedback.map(titled) };
}
