/**
 * The box for a table with more columns than a phone has room for (docs/architecture.md: every
 * screen works at 360 px): no column is hidden; the table scrolls sideways with its first column,
 * the one that says what each row is, pinned in view, and while columns are out of sight a line
 * above says so and a shadow marks the side they are on.
 */
import { Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './wide-table.module.css';
import { FIGURE_TEXT } from './figure-texts';

export function WideTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ any: false, right: false });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const next = { any: hidden > 1, right: hidden - element.scrollLeft > 1 };
      setMore((now) => (now.any === next.any && now.right === next.right ? now : next));
    };
    element.addEventListener('scroll', measure, { passive: true });
    // The observer's first call comes once the page is laid out, where reading the widths costs
    // nothing; measured here, they would make the browser lay the whole new page out at once.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  return (
    <div className={classes.frame} data-more-right={more.right || undefined}>
      {more.any && (
        <Text size="xs" c="dimmed" className={classes.hint}>
          <IconArrowsHorizontal size={14} aria-hidden />
          {FIGURE_TEXT.wideTableHint}
        </Text>
      )}
      {/* Focusable, so a keyboard can scroll it too. */}
      <div ref={scroller} className={classes.scroll} tabIndex={0}>
        <div style={{ minWidth }}>{children}</div>
      </div>
    </div>
  );
}
