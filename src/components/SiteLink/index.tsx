/**
 * Docusaurus's `Link`, for every link of the site (plugins/site-link puts it in the place of `@docusaurus/Link`): a link
 * to a page of the other build (src/navigation/crossBuild.ts) is an ordinary anchor, so following it loads that page
 * from the server; every other link is Docusaurus's own.
 */
import { forwardRef } from 'react';
import type { Props } from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DocusaurusLink from '@docusaurus/core/lib/client/exports/Link';
import type { BuildPart } from '@site/contract/audience';
import { crossBuildAddress, withOwnPrefix } from '@site/src/navigation/crossBuild';

export function useBuildPart(): BuildPart {
  return useDocusaurusContext().siteConfig.customFields?.buildPart as BuildPart;
}

const SiteLink = forwardRef<HTMLAnchorElement, Omit<Props, 'ref'>>(function SiteLink(props, ref) {
  const part = useBuildPart();
  const target = props.to ?? props.href;
  const crossing = crossBuildAddress(target, part);
  if (crossing === undefined) {
    const own =
      target === undefined
        ? {}
        : props.to !== undefined
          ? { to: withOwnPrefix(target, part) }
          : { href: withOwnPrefix(target, part) };
    return <DocusaurusLink {...props} {...own} ref={ref} />;
  }
  // Router-only props mean nothing on an anchor, and React warns about unknown ones on a DOM element.
  const {
    to: _to,
    href: _href,
    isNavLink: _isNavLink,
    activeClassName: _activeClassName,
    activeStyle: _activeStyle,
    isActive: _isActive,
    exact: _exact,
    strict: _strict,
    location: _location,
    replace: _replace,
    component: _component,
    innerRef: _innerRef,
    autoAddBaseUrl: _autoAddBaseUrl,
    'data-noBrokenLinkCheck': _noBrokenLinkCheck,
    ...anchor
  } = props;
  return <a {...anchor} href={crossing} ref={ref} />;
});

export default SiteLink;
