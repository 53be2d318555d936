import { describe, expect, it } from 'vitest';
import { parseEvent } from '@site/contract/events';
import { isSameSitePath } from '@site/contract/returnTarget';

const pageView = (location: string) => ({ name: 'VirtualPageLoaded_v1', window_location: location, event_data: {} });
const feedback = (location: string) => ({
  name: 'PageFeedback_v1',
  window_location: location,
  event_data: { helpful: true },
});

describe('the page an analytics event names', () => {
  it.each([
    '/',
    '/intro',
    '/Internal%20Documentation/Insights',
    '/docs/pumps/curves',
    '/Internal Documentation/Insights',
  ])('accepts the site path %s', (path) => {
    expect(parseEvent(pageView(path)).ok).toBe(true);
  });

  it.each([
    '//evil.example/phish',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/a\u0000b',
    'intro',
  ])('refuses %j, which is not a page of this site', (path) => {
    const result = parseEvent(pageView(path));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('window_location');
  });

  it('refuses page feedback about another site’s address', () => {
    expect(parseEvent(feedback('//evil.example/x')).ok).toBe(false);
  });
});

describe('which stored paths the Insights page shows as links', () => {
  it('links paths on this site and not addresses of another site stored before paths were checked', () => {
    expect(isSameSitePath('/intro')).toBe(true);
    expect(isSameSitePath('/')).toBe(true);
    expect(isSameSitePath('//evil.example/x')).toBe(false);
    expect(isSameSitePath('/\\evil.example')).toBe(false);
    expect(isSameSitePath('/%2f%2fevil.example')).toBe(false);
  });
});
