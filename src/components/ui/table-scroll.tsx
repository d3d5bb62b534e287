import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  /** What the table shows, for screen readers; the box is then a named region. */
  label?: string;
  className?: string;
  children: ReactNode;
} & Omit<React.HTMLAttributes<HTMLDivElement>, 'className' | 'children'>;

/**
 * A wide table's own sideways scroll, so the page stays as wide as a phone. It is focusable, so
 * the keyboard can scroll it too, and positioned, so visually hidden text in the table's cells
 * (absolutely placed) stays inside the box instead of widening the page.
 */
export function TableScroll({ label, className, children, ...props }: Props) {
  return (
    <div
      role={label ? 'region' : undefined}
      aria-label={label}
      tabIndex={0}
      className={cn('relative overflow-x-auto rounded-lg border border-border', className)}
      {...props}
    >
      {children}
    </div>
  );
}
