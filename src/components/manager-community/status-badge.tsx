import { cn } from '@/lib/cn';

const tones = {
  pending: 'bg-warn/15 text-warn',
  approved: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
  neutral: 'bg-surface-2 text-muted',
} as const;

/** A small status pill; the colour only repeats what the text says. */
export function StatusBadge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tones[tone])}>{children}</span>;
}
