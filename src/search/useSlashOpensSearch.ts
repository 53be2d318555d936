import { useEffect } from 'react';
import { openSiteSearch } from './openSiteSearch';
import { slashOnAButton } from './slashShortcut';

/** Opens the search with `/` while a button has the focus, by pressing the search button as the reader would. */
export function useSlashOpensSearch(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.composedPath()[0];
      const { key, ctrlKey, metaKey, altKey, defaultPrevented } = event;
      if (
        !slashOnAButton({
          key,
          ctrlKey,
          metaKey,
          altKey,
          defaultPrevented,
          target: target instanceof Element ? target : null,
        })
      )
        return;
      // While the search is open, `/` is typed into its box.
      if (document.body.classList.contains('DocSearch--active')) return;
      if (openSiteSearch()) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
