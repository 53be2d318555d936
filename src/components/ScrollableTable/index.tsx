/**
 * A Markdown table in a box that scrolls sideways when the table is wider than the column: the box then becomes a
 * named region in the tab order (keyboard readers scroll it with the arrow keys) and shows a shadow at the edge
 * that has more to see.
 */
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { regionLabel } from './regionLabel';
import styles from './styles.module.css';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const boxRef = useRef<HTMLDivElement>(null);
  const [label, setLabel] = useState<string | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const measure = () => {
      const overflowing = box.scrollWidth > box.clientWidth + 1;
      setLabel(
        overflowing
          ? regionLabel(Array.from(box.querySelectorAll('thead th'), (cell) => cell.textContent ?? ''))
          : null,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const scrolls = label !== null;
  return (
    <div
      ref={boxRef}
      className={clsx(styles.box, scrolls && styles.scrolls)}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      <table {...props} className={clsx(props.className, styles.table)} />
    </div>
  );
}
