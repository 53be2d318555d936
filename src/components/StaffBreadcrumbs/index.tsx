/**
 * The breadcrumb of a staff page: "Internal", linking to the staff section's intro, then the page's place in the
 * staff sidebar, as the theme's breadcrumb draws it. The staff sidebar's own top category is "Tideline", so without
 * the first item a runbook's breadcrumb read exactly like a public guide's.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import { staffSectionIntro } from '@site/contract/audience';
import styles from './styles.module.css';

/** What staff pages are called where they must be told apart from public ones: breadcrumb, title, navbar. */
export const staffSectionLabel = 'Internal';

/** The section's intro, where its navbar item leads: the same address in the build and on the dev server. */

export default function StaffBreadcrumbs(): ReactNode {
  const breadcrumbs = useSidebarBreadcrumbs() ?? [];
  return (
    <nav className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbs)} aria-label="Breadcrumbs">
      <ul className="breadcrumbs">
        <li className="breadcrumbs__item">
          <Link className="breadcrumbs__link" to={staffSectionIntro}>
            {staffSectionLabel}
          </Link>
        </li>
        {breadcrumbs.map((item, index) => {
          const last = index === breadcrumbs.length - 1;
          const href = item.type === 'category' && item.linkUnlisted ? undefined : item.href;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a page's breadcrumbs are its path; they never reorder.
              key={`${index}${item.label}`}
              className={clsx('breadcrumbs__item', last && 'breadcrumbs__item--active')}
            >
              {href && !last ? (
                <Link className="breadcrumbs__link" to={href}>
                  {item.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link" aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
