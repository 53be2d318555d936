import { describe, expect, it } from 'vitest';
import { matchSummary } from '@site/server/mcp/docsServer';

describe("the MCP search tool's first line", () => {
  it('agrees in number with the count', () => {
    expect(matchSummary(1, 1, 'Manning')).toBe('1 page matches "Manning":');
    expect(matchSummary(3, 3, 'pump')).toBe('3 pages match "pump":');
  });

  it('says when it shows only the first pages', () => {
    expect(matchSummary(12, 8, 'pump')).toBe('12 pages match "pump"; the first 8:');
  });
});
