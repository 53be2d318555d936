/**
 * Docusaurus's `Link`, for every link of the site (plugins/site-link puts it in the place of `@docusaurus/Link`): a link
 * into the staff section from a page outside it (src/navigation/crossBuild.ts) is an ordinary anchor, so following it
 * loads the staff page from the server; every other link is Docusaurus's own.
 */
import { forwardRef } from 'react';
import type { Props } from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import DocusaurusLink from '@docusaurus/core/lib/client/exports/Link';
import { crossBuildAddress } from '@site/src/navigation/crossBuild';

const SiteLink = forwardRef<HTMLAnchorElement, Omit<Props, 'ref'>>(function SiteLink(props, ref) {
  const { pathname } = useLocation();
  const crossing = crossBuildAddress(props.to ?? props.href, pathname);
  if (crossing === undefined) return <DocusaurusLink {...props} ref={ref} />;
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
