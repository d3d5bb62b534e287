import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlVariants } from './control-variants';

export type SelectOption = { value: string; label: string };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** The filter bars' 40px height and small text. */
  compact?: boolean;
  /** On a card: the card's colour instead of the page's. */
  onSurface?: boolean;
  /** The choices, when they are plain value / label pairs (otherwise pass `<option>` children). */
  options?: readonly SelectOption[];
};

/** A themed native select: the platform's own list, keyboard and screen-reader behaviour. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ compact = false, onSurface = false, options, className, children, ...props }, ref) {
  return (
    <select ref={ref} className={cn(controlVariants({ layout: compact ? 'compact' : 'line', onSurface }), className)} {...props}>
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
});
