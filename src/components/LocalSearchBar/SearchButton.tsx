/**
 * DocSearch's search button (`DocSearchButton` of @docsearch/react 4.7), same markup, classes and key hints,
 * written here so that every page's main bundle carries a button rather than the DocSearch package and the theme's
 * translations of the whole modal; the modal loads on demand (./index.tsx).
 */
import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';

/** Which key, with K, opens search on this platform; unknown until the browser says (as DocSearch's button). */
type ActionKey = { reactsToKey: string; ariaName: string; label: string };
const controlKey: ActionKey = { reactsToKey: 'Control', ariaName: 'Control', label: 'Ctrl' };
const commandKey: ActionKey = { reactsToKey: 'Meta', ariaName: 'Meta', label: '⌘' };

const buttonText = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});

function SearchIcon(): ReactNode {
  return (
    <svg width={20} height={20} className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A key hint that looks pressed while the reader holds that key. */
function ShortcutKey({
  reactsToKey,
  control = false,
  children,
}: {
  reactsToKey: string;
  control?: boolean;
  children: ReactNode;
}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsToKey && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsToKey || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  const className = pressed
    ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed'
    : `DocSearch-Button-Key${control ? ' DocSearch-Button-Key--ctrl' : ''}`;
  return <kbd className={className}>{children}</kbd>;
}

type Props = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'className' | 'children'>;

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(props, ref) {
  const [actionKey, setActionKey] = useState<ActionKey | null>(null);
  useEffect(() => setActionKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? commandKey : controlKey), []);
  const shortcut = `${(actionKey ?? commandKey).ariaName}+k`;
  return (
    // Named by the words it shows ("Search Ctrl K"), with no aria-label: DocSearch's "Search (Control+k)" left out
    // what a speech-input user reads on it. On a phone the word "Search" is only visually hidden (./styles.css).
    <button type="button" className="DocSearch DocSearch-Button" aria-keyshortcuts={shortcut} {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {actionKey && (
          <>
            <ShortcutKey reactsToKey={actionKey.reactsToKey} control={actionKey === controlKey}>
              {actionKey.label}
            </ShortcutKey>
            <ShortcutKey reactsToKey="k">K</ShortcutKey>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
