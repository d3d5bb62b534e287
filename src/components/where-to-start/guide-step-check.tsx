'use client';

import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useOptimistic, useTransition } from 'react';
import { sessionWith, setEngagement } from '@/components/content/engagement-client';
import { useAuth } from '@/components/shell/auth-provider';
import { useRouter } from '@/i18n/navigation';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

type Props = {
  /** The step's item: its type (one that takes checks) and id. */
  type: string;
  id: string;
  checked: boolean;
  /** The id of the element naming the step, which describes the button. */
  describedBy: string;
};

/**
 * A guide step's own «دیده‌شده» / "Mark as done" toggle: the same check, under the same word, as
 * the item page's engagement bar. The mark shows at once; the guide's progress and next step
 * follow from the server once it is stored, and a refusal puts the mark back.
 */
export function GuideStepCheck({ type, id, checked, describedBy }: Props) {
  const bar = useTranslations('engagement.bar');
  const t = useTranslations('whereToStart');
  const router = useRouter();
  const { session, setSession } = useAuth();
  const [isPending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(checked);

  const toggle = () => {
    if (isPending) return;
    const next = !shown;
    startTransition(async () => {
      setShown(next);
      try {
        await setEngagement('checks', type, id, next);
        if (session) setSession(sessionWith(session, 'checks', type, id, next));
        router.refresh();
      } catch (error) {
        // The API client already toasts a server message; a network failure has none.
        if (!(error instanceof ApiError)) toast({ severity: 'error', detail: t('markFailed') });
      }
    });
  };

  const Icon = shown ? CheckCircle2 : Circle;
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-describedby={describedBy}
      aria-busy={isPending || undefined}
      onClick={toggle}
      data-testid="guide-step-check"
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
        shown ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-surface-2',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span>{bar('checks')}</span>
    </button>
  );
}
