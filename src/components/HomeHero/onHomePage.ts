import { useLocation } from '@docusaurus/router';

/** The home page's address: docs/index.mdx, slug `/`, of the public build (the staff build's pages all sit deeper). */
const homePath = '/';

/**
 * Whether the page being read is the home page, which opens with its own hero (./index.tsx) and so leaves out what a
 * guide page has around its text: the breadcrumb and "Copy page".
 */
export function useOnHomePage(): boolean {
  return useLocation().pathname === homePath;
}
