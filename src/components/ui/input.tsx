import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlVariants } from './control-variants';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** The filter bars' 40px height and small text. */
  compact?: boolean;
};

/** A themed text input; every native attribute passes through. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ compact = false, className, ...props }, ref) {
  return <input ref={ref} className={cn(controlVariants({ layout: compact ? 'compact' : 'line' }), className)} {...props} />;
});
