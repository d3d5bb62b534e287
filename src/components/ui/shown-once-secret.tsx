'use client';

import { Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ltrTag } from '@/components/ui/ltr';
import { toast } from '@/lib/toast';

type Props = {
  /** Where `note`, `copy`, `copied`, `copyFailed` and `done` are said for this kind of secret. */
  messages: 'managerIntegrations.created' | 'managerWebhooks.created';
  title: string;
  /** The box's name for screen readers. */
  label: string;
  secret: string;
  testId: string;
  /** What the secret belongs to, shown under the title. */
  children?: ReactNode;
  onDone: () => void;
};

/**
 * A secret the server hands out once: a read-only box to copy it from and a copy button. Focus
 * moves here so a keyboard or screen-reader user meets it first.
 */
export function ShownOnceSecret({ messages, title, label, secret, testId, children, onDone }: Props) {
  const t = useTranslations(messages);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ severity: 'success', detail: t('copied') });
    } catch {
      toast({ severity: 'error', detail: t('copyFailed') });
    }
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-2xl border border-success/40 bg-success/10 p-4"
      data-testid={testId}
    >
      {/* The title may carry a name the user typed, in either direction. */}
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-base font-bold" dir="auto">
        {title}
      </h2>
      {children}
      <p className="text-sm">{t.rich('note', ltrTag)}</p>
      <label htmlFor={`${id}-secret`} className="sr-only">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={`${id}-secret`}
          readOnly
          value={secret}
          dir="ltr"
          spellCheck={false}
          className="min-w-0 flex-1 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" severity="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {t('copy')}
        </Button>
      </div>
      <Button type="button" severity="ghost" size="sm" className="self-start" onClick={onDone}>
        {t('done')}
      </Button>
    </section>
  );
}
