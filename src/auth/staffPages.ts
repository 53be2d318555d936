/**
 * Whether the page being read is a staff page, known from the docs plugin that drew it (the staff section's own docs
 * plugin draws its pages and no others).
 */
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import { staffDocsPluginId } from './staffDocsPlugin';

export function useOnStaffPage(): boolean {
  return useActivePlugin()?.pluginId === staffDocsPluginId;
}
