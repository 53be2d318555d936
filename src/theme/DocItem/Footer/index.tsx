// Wrapped to end every doc page with "Was this page helpful?"; the theme's footer (tags, edit link, last update) stays as it is.
import type { ComponentProps, ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useLocation } from '@docusaurus/router';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = ComponentProps<typeof Footer>;

export default function FooterWrapper(props: Props): ReactNode {
  // A new page asks again: the key starts a fresh feedback form on every route.
  const { pathname } = useLocation();
  return (
    <>
      <Footer {...props} />
      <PageFeedback key={pathname} />
    </>
  );
}
