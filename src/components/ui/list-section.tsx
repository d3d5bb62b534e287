import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

type Props = {
  /** The heading's id: the section is named by its heading. */
  id: string;
  title: ReactNode;
  /** Beside the heading, at the far end: where all of what the section lists a few of is. */
  link?: { href: string; label: string } | null;
  /** The list has nothing in it: `empty` stands in its place. */
  isEmpty: boolean;
  /** What an empty list says: an empty state, or a line where the section is one part of a screen. */
  empty: ReactNode;
  /** The heading's look where it is not a panel section's (a public page's heading stands on a chip). */
  headingClassName?: string;
  /** The section's spacing where it is not a panel section's. */
  className?: string;
  /** The list: cards, a grid or a table. */
  children: ReactNode;
};

/** A titled part of a screen that lists something: its heading, then the list, or what it says when the list is empty. */
export function ListSection({ id, title, link, isEmpty, empty, headingClassName, className, children }: Props) {
  const heading = (
    <h2 id={id} className={cn('text-xl font-bold', headingClassName)}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={cn('flex flex-col gap-3', className)}>
      {link ? (
        <div className="flex flex-wrap items-center gap-3">
          {heading}
          <Link href={link.href} className="ms-auto text-sm text-primary hover:underline">
            {link.label}
          </Link>
        </div>
      ) : (
        heading
      )}
      {isEmpty ? empty : children}
    </section>
  );
}
