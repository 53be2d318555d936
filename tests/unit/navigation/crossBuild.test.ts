import { describe, expect, it } from 'vitest';
import { crossBuildAddress, withOwnPrefix } from '@site/src/navigation/crossBuild';

describe('links between the public site and the staff overlay', () => {
  it('loads a staff page from the public site in full, and keeps public links with the router', () => {
    expect(crossBuildAddress('/Internal Documentation/intro', 'public')).toBe('/Internal Documentation/intro');
    expect(crossBuildAddress('/Internal%20Documentation/Insights?days=7', 'public')).toBe(
      '/Internal%20Documentation/Insights?days=7',
    );
    expect(crossBuildAddress('/gSharp/Overview', 'public')).toBeUndefined();
  });

  it('loads a public page from the overlay in full, written plain or marked pathname://', () => {
    expect(crossBuildAddress('/Tideline/Support/Logging%20In', 'staff')).toBe('/Tideline/Support/Logging%20In');
    expect(crossBuildAddress('pathname:///search?q=pump', 'staff')).toBe('/search?q=pump');
    expect(crossBuildAddress('/Internal Documentation/intro#who', 'staff')).toBeUndefined();
  });

  it('leaves anchors, other hosts and relative links alone', () => {
    for (const target of ['#top', 'https://example.com/x', '//example.com/x', 'intro', undefined]) {
      expect(crossBuildAddress(target, 'public')).toBeUndefined();
      expect(crossBuildAddress(target, 'staff')).toBeUndefined();
    }
  });

  it('never crosses in the dev server, which builds every section into one site', () => {
    expect(crossBuildAddress('/Internal Documentation/intro', 'all')).toBeUndefined();
    expect(crossBuildAddress('/gSharp/Overview', 'all')).toBeUndefined();
  });

  it('does not take a page that merely starts like the section for one of its pages', () => {
    expect(crossBuildAddress('/Internal Documentation-archive', 'public')).toBeUndefined();
  });

  it("spells the overlay's own links as its base URL, so Docusaurus does not put the base URL in front twice", () => {
    expect(withOwnPrefix('/Internal%20Documentation/Documentation/Adding%20a%20Document', 'staff')).toBe(
      '/Internal Documentation/Documentation/Adding%20a%20Document',
    );
    expect(withOwnPrefix('/Internal%20Documentation/intro', 'public')).toBe('/Internal%20Documentation/intro');
  });
});
