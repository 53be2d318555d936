// Wrapped so a staff page's <title> says it is internal ("Server Patching | Internal | Tideline Docs"): a tab or a bookmark otherwise looks like a public page; and so no search engine keeps a staff page, whatever reaches it.
import type { ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useOnStaffPage } from '@site/src/auth/staffPages';
import { staffSectionLabel } from '@site/src/components/StaffBreadcrumbs';

export default function MetadataWrapper(): ReactNode {
  const { metadata } = useDoc();
  const onStaffPage = useOnStaffPage();
  return (
    <>
      <Metadata />
      {/* Rendered after the original, so its title is the one the page keeps. */}
      {onStaffPage && <PageMetadata title={`${metadata.title} | ${staffSectionLabel}`} />}
      {onStaffPage && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
    </>
  );
}
