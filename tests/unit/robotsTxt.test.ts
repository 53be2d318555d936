import { describe, expect, it } from 'vitest';
import { robotsTxt } from '@site/plugins/robots-txt';

describe('robots.txt', () => {
  it('lets crawlers into the public build and names its sitemap by full address', () => {
    expect(robotsTxt('public', 'https://docs.tideline.example', '/')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://docs.tideline.example/sitemap.xml\n',
    );
  });

  it('turns every crawler away from the staff build', () => {
    expect(robotsTxt('staff', 'https://docs.tideline.example', '/')).toBe('User-agent: *\nDisallow: /\n');
  });
});
