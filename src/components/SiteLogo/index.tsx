import type { ReactNode } from 'react';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** The site's logo in its light and dark variants, at the sign-in widget's icon size, 55 px. */
export default function SiteLogo({ size = 55, className }: { size?: number; className?: string }): ReactNode {
  const sources = { light: useBaseUrl('/img/logo.svg'), dark: useBaseUrl('/img/logo-dark.svg') };
  return <ThemedImage className={className} sources={sources} alt="" width={size} height={size} />;
}
