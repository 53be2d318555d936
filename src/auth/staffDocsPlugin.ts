/**
 * The staff section's docs plugin id (`staffSection.sidebarId` in contract/audience.ts). The browser must not import
 * that module: it names the section's address, which the public build's leak guard refuses.
 */
export const staffDocsPluginId = 'internal';
