import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

/** A run of declaration text; a run with `url` is a type name linking to its page. */
export interface DeclarationPart {
  readonly text: string;
  readonly url?: string;
}

/**
 * A C# declaration on a gSharp API reference page (written by plugins/gsharp-api), shown as code like Microsoft
 * Learn's syntax block, but with every type name a link: the reference's own page, or Learn for .NET types.
 */
export default function ApiDeclaration({ parts }: { readonly parts: readonly DeclarationPart[] }): ReactNode {
  return (
    // A <pre> has no role that takes a name: the figure names the block for screen readers.
    <figure className={styles.declarationFigure} aria-label="Declaration">
      <pre className={styles.declaration}>
        <code>
          {parts.map((part, index) =>
            part.url === undefined ? (
              part.text
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts never change order, so the index is a stable key.
              <Link key={index} to={part.url} className={styles.type}>
                {part.text}
              </Link>
            ),
          )}
        </code>
      </pre>
    </figure>
  );
}
