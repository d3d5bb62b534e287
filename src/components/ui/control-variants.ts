import { cva } from 'class-variance-authority';

/**
 * What every text-like control shares (Input, Select, Textarea): themed border and colours, a
 * primary border on keyboard focus (the global focus ring draws the outline), a danger border
 * when `aria-invalid`. `compact` is the filter bars' 40px height and small text.
 */
export const controlVariants = cva(
  'rounded-lg border border-border px-3 text-fg transition-colors placeholder:text-muted focus-visible:border-primary aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      layout: { line: 'h-11', compact: 'h-10 text-sm', multiline: 'min-h-16 py-2' },
      /** On a card: the card's colour instead of the page's. */
      onSurface: { true: 'bg-surface', false: 'bg-bg' },
    },
    defaultVariants: { layout: 'line', onSurface: false },
  },
);
