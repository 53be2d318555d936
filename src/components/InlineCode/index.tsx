import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import CodeInline from '@theme/CodeInline';
import MDXCode from '@theme-original/MDXComponents/Code';

type Props = ComponentProps<typeof MDXCode>;

const isBreakPoint = (child: ReturnType<typeof Children.toArray>[number]): boolean =>
  isValidElement(child) && child.type === 'wbr';

/**
 * Markdown's `code`. Long inline code arrives with `<wbr>` break points among its text
 * (plugins/inline-code-breaks); the theme's MDXCode takes any element among a code's children for a code block, so
 * such code is drawn inline here, and all other code as the theme draws it.
 */
export default function InlineCode(props: Props): ReactNode {
  const children = Children.toArray(props.children);
  const hasBreakPoints =
    children.some(isBreakPoint) &&
    children.every((child) => isBreakPoint(child) || (typeof child === 'string' && !child.includes('\n')));
  return hasBreakPoints ? <CodeInline {...props} /> : <MDXCode {...props} />;
}
