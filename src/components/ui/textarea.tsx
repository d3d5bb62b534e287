import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlVariants } from './control-variants';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A themed multi-line text input; its height follows `rows`. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ className, ...props }, ref) {
  return <textarea ref={ref} className={cn(controlVariants({ layout: 'multiline' }), className)} {...props} />;
});
