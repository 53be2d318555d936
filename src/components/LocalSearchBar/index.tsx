/**
 * DocSearch's button (./SearchButton.tsx), opening a modal answered by this build's Pagefind index (./LocalSearchModal.tsx). It mirrors
 * the theme's SearchBar (shortcuts, modal, "See all results" link to /search) without the theme's `preconnect` to
 * Algolia's servers: in local mode no request goes to Algolia. The modal and the search client load when a reader
 * first points at, focuses or presses the button (or a shortcut), never with the page. The modal is portaled to the
 * top of the body, out of the navbar, which hides on scroll with a transform.
 */
import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import SearchButton from './SearchButton';
// Docusaurus bundles every stylesheet into one file, so the modal's styles come with the page anyway.
import '@docsearch/react/style';
import './styles.css';

type Modal = ComponentType<{ onClose: () => void }>;
let LocalSearchModal: Modal | null = null;

async function importModalIfNeeded(): Promise<void> {
  if (LocalSearchModal) return;
  LocalSearchModal = (await import('./LocalSearchModal')).default;
}

export default function LocalSearchBar(): ReactNode {
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const portal = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const openModal = useCallback(() => {
    if (!portal.current) {
      portal.current = document.createElement('div');
      portal.current.className = 'local-search-modal';
      document.body.insertBefore(portal.current, document.body.firstChild);
    }
    void importModalIfNeeded().then(() => setIsOpen(true));
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);

  useDocSearchKeyboardEvents({ isOpen, onOpen: openModal, onClose: closeModal, searchButtonRef: buttonRef });

  return (
    <>
      <SearchButton
        onTouchStart={importModalIfNeeded}
        onFocus={importModalIfNeeded}
        onMouseOver={importModalIfNeeded}
        onClick={openModal}
        ref={buttonRef}
      />
      {isOpen &&
        LocalSearchModal &&
        portal.current &&
        createPortal(<LocalSearchModal onClose={closeModal} />, portal.current)}
    </>
  );
}
