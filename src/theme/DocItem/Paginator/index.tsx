// Wrapped because the theme draws its "Docs pages" navigation even when a page has neither a previous nor a next page (the home page turns both off), leaving an empty landmark.
import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Paginator from '@theme-original/DocItem/Paginator';

export default function PaginatorWrapper(): ReactNode {
  const { metadata } = useDoc();
  if (!(metadata.previous || metadata.next)) return null;
  return <Paginator />;
}
