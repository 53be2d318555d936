import { Fragment, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { usePrismTheme } from '@docusaurus/theme-common';
import { getPrismCssVariables } from '@docusaurus/theme-common/internal';

import styles from './styles.module.css';

/**
 * A run of declaration text; a run with `url` is a type name linking to its page, and `kind` holds Prism's token
 * types (`keyword`, `class-name`) when the generator highlighted it.
 */
export interface DeclarationPart {
  readonly text: string;
  readonly url?: string;
  readonly kind?: string;
}

function highlighted(part: DeclarationPart): ReactNode {
  // The same classes as a highlighted code block, so the code theme's colours (plugins/code-highlight) apply.
  return part.kind === undefined ? part.text : <span className={`token ${part.kind}`}>{part.text}</span>;
}

/**
 * A C# declaration on a gSharp API reference page (written by plugins/gsharp-api), shown as code like Microsoft
 * Learn's syntax block: highlighted as C# in the code theme's colours, and every type name a link to its page (the
 * reference's own page, or Learn for .NET types).
 */
export default function ApiDeclaration({ parts }: { readonly parts: readonly DeclarationPart[] }): ReactNode {
  // The code theme's background and text colour, which its token colours are chosen to be readable on.
  const themeColours = getPrismCssVariables(usePrismTheme()) as CSSProperties;
  return (
    // A <pre> has no role that takes a name: the figure names the block for screen readers.
    <figure className={styles.declarationFigure} aria-label="Declaration">
      <pre className={clsx(styles.declaration, 'language-csharp')} style={themeColours}>
        <code>
          {parts.map((part, index) =>
            part.url === undefined ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts never change order, so the index is a stable key.
              <Fragment key={index}>{highlighted(part)}</Fragment>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts never change order, so the index is a stable key.
              <Link key={index} to={part.url} className={styles.type}>
                {highlighted(part)}
              </Link>
            ),
          )}
        </code>
      </pre>
    </figure>
  );
}
