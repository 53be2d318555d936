import { describe, expect, it } from 'vitest';
import { crossBuildAddress } from '@site/src/navigation/crossBuild';

describe('links into the staff section', () => {
  it('loads a staff page in full from a page outside the section', () => {
    expect(crossBuildAddress('/Internal Documentation/intro', '/')).toBe('/Internal Documentation/intro');
    expect(crossBuildAddress('/Internal%20Documentation/Insights?days=7', '/gSharp/Overview')).toBe(
      '/Internal%20Documentation/Insights?days=7',
    );
    expect(crossBuildAddress('pathname:///Internal Documentation/intro', '/search')).toBe(
      '/Internal Documentation/intro',
    );
  });

  it('keeps links with the router on a staff page, to the section or to the rest of the site', () => {
    const staffPage = '/Internal%20Documentation/Documentation/Bonus%20Info';
    expect(crossBuildAddress('/Internal Documentation/intro#who', staffPage)).toBeUndefined();
    expect(crossBuildAddress('/Internal Documentation/intro', '/Internal Documentation')).toBeUndefined();
    expect(crossBuildAddress('/Tideline/Support/Logging%20In', staffPage)).toBeUndefined();
    expect(crossBuildAddress('/gSharp/Overview', '/')).toBeUndefined();
  });

  it('leaves anchors, other hosts and relative links alone', () => {
    for (const target of ['#top', 'https://example.com/x', '//example.com/x', 'intro', undefined]) {
      expect(crossBuildAddress(target, '/')).toBeUndefined();
      expect(crossBuildAddress(target, '/Internal Documentation/intro')).toBeUndefined();
    }
  });

  it('does not take a page that merely starts like the section for one of its pages', () => {
    expect(crossBuildAddress('/Internal Documentation-archive', '/')).toBeUndefined();
    expect(crossBuildAddress('/Internal Documentation/intro', '/Internal Documentation-archive')).toBe(
      '/Internal Documentation/intro',
    );
  });
});
