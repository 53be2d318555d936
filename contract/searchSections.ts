/**
 * The sections a reader can narrow a search to, and where each starts. The index build gives every page the sections
 * its address puts it in (Pagefind filter `section`, plugins/search-index/annotatePage.ts); the search modal and the
 * /search page offer them as a filter and, when a search has not started or found nothing, as places to go.
 * Plain facts only: the browser bundle imports this module.
 */
import { staffSectionIntro, staffSectionPrefix } from './audience';

/** The Pagefind filter the sections are written to. */
export const sectionFacet = 'section';

export interface SearchSection {
  /** The filter value and the label readers see. */
  label: string;
  /** The section's first page. */
  landingPage: string;
  /** Only staff search it (the staff section's index) and see it offered. */
  staffOnly: boolean;
}

const apiReferencePrefix = '/gSharp/Development/Namespaces/';

export const searchSections: readonly SearchSection[] = [
  { label: 'Tideline', landingPage: '/intro', staffOnly: false },
  { label: 'gNode', landingPage: '/Tideline/Applications/IOT Devices/gNode Field Loggers', staffOnly: false },
  { label: 'gSharp', landingPage: '/gSharp/Overview', staffOnly: false },
  { label: 'API reference', landingPage: apiReferencePrefix, staffOnly: false },
  { label: 'Internal', landingPage: staffSectionIntro, staffOnly: true },
];

/** Pages a reader who has not typed yet most often wants: the guides the home page leads to first. */
export const startingPages: readonly { label: string; to: string }[] = [
  { label: 'Non-Revenue Water overview', to: '/Tideline/Applications/Non-Revenue Water/Overview' },
  { label: 'RDII overview', to: '/Tideline/Applications/RDII/Overview' },
  { label: 'gSharp system requirements', to: '/gSharp/Getting Started/Installation/SystemRequirements' },
  { label: 'Logging in', to: '/Tideline/Support/Logging In' },
];

/** gNode is the field software: the IoT device guides and any folder named after it. */
const isAboutGNode = (route: string) => /\/IOT Devices\/|\/gNode(\/|$)/i.test(route);

/**
 * The sections a page belongs to, from its address on the site (decoded, spaces as spaces). A page may be in two: the
 * API reference is part of gSharp, the IoT device guides are Tideline guides about gNode, staff gNode pages are staff
 * pages about gNode.
 */
export function searchSectionsOf(route: string): string[] {
  if (route.startsWith(staffSectionPrefix)) return isAboutGNode(route) ? ['Internal', 'gNode'] : ['Internal'];
  if (route.startsWith(apiReferencePrefix)) return ['gSharp', 'API reference'];
  if (route.startsWith('/gSharp/') || route === '/gSharp') return ['gSharp'];
  return isAboutGNode(route) ? ['Tideline', 'gNode'] : ['Tideline'];
}
