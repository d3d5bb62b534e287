import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';

export const buttonVariants = cva(
  // The base look is the `btn` class of globals.css: dozens of buttons a page would repeat it in full.
  'btn',
  {
    variants: {
      severity: {
        primary: 'bg-primary text-primary-fg hover:opacity-90',
        info: 'bg-info text-white hover:opacity-90 dark:text-bg',
        success: 'bg-success text-white hover:opacity-90 dark:text-bg',
        warn: 'bg-warn text-white hover:opacity-90 dark:text-bg',
        danger: 'bg-danger text-white hover:opacity-90 dark:text-bg',
        secondary: 'border border-border bg-surface text-fg hover:bg-surface-2',
        ghost: 'text-fg hover:bg-surface-2',
      },
      size: {
        sm: 'h-8 px-3 text-sm whitespace-nowrap',
        md: 'h-10 px-4 text-sm whitespace-nowrap',
        lg: 'h-12 px-6 text-base whitespace-nowrap',
        icon: 'size-10',
        /** A label that may be long (an item's title): it wraps instead of widening a phone's page. */
        wrap: 'min-h-10 px-4 py-2 text-start text-sm',
      },
    },
    defaultVariants: { severity: 'primary', size: 'md' },
  },
);

type Props = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & { isLoading?: boolean; asChild?: boolean };

/**
 * SPEC §3's themed button: disabled and showing a spinner while loading. `className` adds to the
 * variants and never overrides them (classes are joined, not merged): a look the variants lack
 * is a new variant.
 */
export function Button({ className, severity, size, isLoading = false, disabled, asChild, children, ...props }: Props) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cx(buttonVariants({ severity, size }), className)}
      disabled={asChild ? undefined : disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {isLoading ? <Spinner /> : null}
          {children}
        </>
      )}
    </Component>
  );
}

/**
 * Lucide's loader-circle, drawn here: client code on every page uses the button, and importing
 * ui/drawn-icons would bring every icon's path data along with it.
 */
function Spinner() {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" className="drawn-icon size-4 animate-spin" aria-hidden="true">
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
}
