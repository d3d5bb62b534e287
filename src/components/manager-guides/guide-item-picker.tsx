'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField } from '@/components/forms/text-area-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { contentContracts } from '@/shared/api/browser/content';
import { eventsGuidesContracts } from '@/shared/api/browser/events-guides';
import type { contentListItemOutput } from '@/shared/schemas/content-output';
import { guideItemFormSchema, type GuideItemFormValues } from '@/shared/schemas/where-to-start';

type Found = z.infer<typeof contentListItemOutput>;

/** Picks a library item by searching (the public search), adds notes, and appends it to the guide. */
export function GuideItemPicker({ guideId }: { guideId: string }) {
  const t = useTranslations('whereToStart.manager');
  const nav = useTranslations('nav');
  const router = useRouter();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Found | null>(null);
  const { form, submitWith } = useApiForm<GuideItemFormValues>(guideItemFormSchema, { content_id: '', note_fa: '', note_en: '' });

  // Search as the editor types, a moment after they pause.
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);

  const results = useQuery({
    queryKey: ['guide-item-search', query],
    queryFn: () => api(contentContracts.search, { query: { q: query, limit: 12 } }),
    enabled: query.length > 0,
  });

  const choose = (item: Found) => {
    setPicked(item);
    form.setValue('content_id', item.id, { shouldValidate: true });
  };

  const onSubmit = submitWith(async (values) => {
    await api(eventsGuidesContracts.addGuideItem, {
      params: { id: guideId },
      body: { content_id: values.content_id, note_fa: values.note_fa || null, note_en: values.note_en || null },
    });
    router.push(`/manager/panel/whereToStart/${guideId}/editList`);
    router.refresh();
  });

  const found = results.data?.data ?? [];
  const contentError = form.formState.errors.content_id?.message;

  return (
    <form onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-5" noValidate>
      <Field label={t('searchLabel')} error={contentError ? t('chooseFirst') : undefined}>
        {(control) => <Input {...control} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('searchPlaceholder')} />}
      </Field>

      {query ? (
        <div aria-live="polite">
          {results.isFetching ? (
            <p className="text-sm text-muted">{t('searching')}</p>
          ) : found.length === 0 ? (
            <p className="text-sm text-muted">{t('noResults')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {found.map((item) => {
                const isPicked = picked?.id === item.id;
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-pressed={isPicked}
                      onClick={() => choose(item)}
                      className={cn(
                        'flex w-full items-center justify-between gap-3 rounded-xl border px-4 py-3 text-start',
                        isPicked ? 'border-primary bg-primary/10' : 'border-border bg-surface hover:bg-surface-2',
                      )}
                    >
                      <span className="font-medium">{item.title}</span>
                      <span className="text-xs text-muted">{nav(item.type as 'articles')}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}

      {picked ? (
        <p role="status" className="text-sm font-medium">
          {t('picked', { title: picked.title })}
        </p>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <div dir="rtl" lang="fa">
          <TextAreaField form={form} name="note_fa" label={t('noteFa')} rows={3} />
        </div>
        <div dir="ltr" lang="en">
          <TextAreaField form={form} name="note_en" label={t('noteEn')} rows={3} />
        </div>
      </div>
      <SubmitButton className="self-start" isLoading={form.formState.isSubmitting}>
        {t('add')}
      </SubmitButton>
    </form>
  );
}
