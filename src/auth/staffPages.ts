/**
 * Whether the page being read is a staff page, known from the docs plugin that drew it (only the staff build has
 * that plugin).
 */
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import { staffDocsPluginId } from './staffDocsPlugin';

export function useOnStaffPage(): boolean {
  return useActivePlugin()?.pluginId === staffDocsPluginId;
}
