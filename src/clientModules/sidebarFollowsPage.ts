/**
 * The docs sidebar scrolls to the page being read. Docusaurus expands the active page's categories but leaves the
 * sidebar at its top, so in the API reference, where a member's link sits thousands of pixels down, the reader saw
 * no sign of where they were.
 */
import type { ClientModule } from '@docusaurus/types';
import { scrollTopShowing } from '@site/src/docSidebar/scrollTopShowing';

function scrollingBoxOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}

function showActiveSidebarLink(): void {
  const link = document.querySelector<HTMLElement>(
    '.theme-doc-sidebar-menu .menu__link--active:not(.menu__link--sublist)',
  );
  const box = link && scrollingBoxOf(link);
  if (!link || !box) return;
  const top = scrollTopShowing(link.getBoundingClientRect(), box.getBoundingClientRect(), box.scrollTop);
  if (top !== null) box.scrollTop = top;
}

const sidebarFollowsPage: ClientModule = {
  onRouteDidUpdate() {
    // After the sidebar has expanded the page's categories and been laid out.
    requestAnimationFrame(showActiveSidebarLink);
  },
};

export default sidebarFollowsPage;
