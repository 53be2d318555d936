import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The staff site this build was given (STAFF_SITE_URL, contract/publishing.ts), or null. */
export function useStaffSiteUrl(): string | null {
  const { customFields } = useDocusaurusContext().siteConfig;
  const url = customFields?.staffSiteUrl;
  return typeof url === 'string' ? url : null;
}
