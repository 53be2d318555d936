import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';

/**
 * The docs sections whose pages say which section they belong to in the breadcrumb, after the home icon. gSharp's
 * pages (its API reference above all, reached from search or a link) would otherwise not say they are gSharp's.
 */
const sections: Readonly<Record<string, { label: string; to: string }>> = {
  gsharp: { label: 'gSharp', to: '/gSharp/Overview' },
};

/** The breadcrumb item naming the current page's docs section, or nothing outside such a section. */
export default function SectionBreadcrumb(): ReactNode {
  const pluginId = useActivePlugin()?.pluginId;
  const section = pluginId === undefined ? undefined : sections[pluginId];
  if (section === undefined) return null;
  return (
    <li className="breadcrumbs__item">
      <Link className="breadcrumbs__link" to={section.to}>
        {section.label}
      </Link>
    </li>
  );
}
