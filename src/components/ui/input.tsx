import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import { controlVariants } from './control-variants';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** The filter bars' 40px height and small text. */
  compact?: boolean;
  /** On a card: the card's colour instead of the page's. */
  onSurface?: boolean;
};

/** A themed text input; every native attribute passes through. `className` adds to its look and never overrides it. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ compact = false, onSurface = false, className, ...props }, ref) {
  return <input ref={ref} className={cx(controlVariants({ layout: compact ? 'compact' : 'line', onSurface }), className)} {...props} />;
});
