'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { ApiError, apiFetch } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { featureTopicKeys, type FeatureTopic } from '@/shared/content-types';
import type { ManagedFaq } from '@/shared/schemas/manager-content';
import { useUnsavedChanges } from './use-unsaved-changes';

type Texts = Record<'fa' | 'en', { question: string; answer: string }>;
const inputClass = 'rounded-lg border border-border bg-bg px-3 text-fg focus-visible:border-primary aria-[invalid=true]:border-danger';

/** Create or edit an FAQ: one of the twelve topics, the question and answer in both languages. */
export function FaqForm({ faq }: { faq?: ManagedFaq }) {
  const t = useTranslations('managerContent');
  const topics = useTranslations('content.topics');
  const router = useRouter();
  const id = useId();
  const initial: Texts = {
    fa: { question: faq?.translations.fa?.question ?? '', answer: faq?.translations.fa?.answer ?? '' },
    en: { question: faq?.translations.en?.question ?? '', answer: faq?.translations.en?.answer ?? '' },
  };
  const [texts, setTexts] = useState(initial);
  const [topic, setTopic] = useState<FeatureTopic>(faq?.topic ?? 'definition');
  const [position, setPosition] = useState(String(faq?.position ?? 0));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const dirty =
    !done && (JSON.stringify(texts) !== JSON.stringify(initial) || topic !== (faq?.topic ?? 'definition') || position !== String(faq?.position ?? 0));
  useUnsavedChanges(dirty, t('form.unsaved'));

  const leave = () => {
    setDone(true);
    setTimeout(() => {
      router.push('/manager/panel/faqs');
      router.refresh();
    }, 0);
  };

  const submit = async () => {
    const translations = Object.fromEntries(
      (['fa', 'en'] as const).flatMap((lang) => (texts[lang].question.trim() || texts[lang].answer.trim() ? [[lang, texts[lang]]] : [])),
    );
    setSaving(true);
    try {
      await apiFetch(faq ? `/api/manager/faqs/${faq.id}` : '/api/manager/faqs', {
        method: faq ? 'PATCH' : 'POST',
        body: { topic, position: Number(position) || 0, translations },
      });
      toast({ severity: 'success', detail: t('terms.saved') });
      leave();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) setErrors(failure.fieldErrors);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!faq) return;
    await apiFetch(`/api/manager/faqs/${faq.id}`, { method: 'DELETE' });
    toast({ severity: 'success', detail: t('terms.deleted') });
    leave();
  };

  const error = (path: string) => errors[path]?.[0];
  return (
    <form
      noValidate
      className="flex max-w-4xl flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error('translations') ? (
        <p role="alert" className="text-sm text-danger">
          {error('translations')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-topic`} className="text-sm font-medium">
            {t('faqs.topic')}
          </label>
          <select id={`${id}-topic`} className={`${inputClass} h-11`} value={topic} onChange={(event) => setTopic(event.target.value as FeatureTopic)}>
            {featureTopicKeys.map((key) => (
              <option key={key} value={key}>
                {topics(key)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex w-40 flex-col gap-1.5">
          <label htmlFor={`${id}-position`} className="text-sm font-medium">
            {t('faqs.position')}
          </label>
          <input id={`${id}-position`} type="number" min={0} dir="ltr" className={`${inputClass} h-11`} value={position} onChange={(event) => setPosition(event.target.value)} />
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {(['fa', 'en'] as const).map((lang) => (
          <fieldset key={lang} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
            <legend className="px-1 text-lg font-bold">{t(`form.${lang}`)}</legend>
            {(['question', 'answer'] as const).map((field) => {
              const path = `translations.${lang}.${field}`;
              const props = {
                id: `${id}-${lang}-${field}`,
                lang,
                dir: lang === 'fa' ? 'rtl' : 'ltr',
                value: texts[lang][field],
                'aria-invalid': error(path) ? true : undefined,
                'aria-describedby': error(path) ? `${id}-${lang}-${field}-error` : undefined,
                onChange: (event: { target: { value: string } }) =>
                  setTexts((current) => ({ ...current, [lang]: { ...current[lang], [field]: event.target.value } })),
              };
              return (
                <div key={field} className="flex flex-col gap-1.5">
                  <label htmlFor={props.id} className="text-sm font-medium">
                    {t(`faqs.${field}`)}
                  </label>
                  {field === 'answer' ? <textarea rows={6} className={`${inputClass} py-2`} {...props} /> : <input className={`${inputClass} h-11`} {...props} />}
                  {error(path) ? (
                    <p id={`${id}-${lang}-${field}-error`} role="alert" className="text-sm text-danger">
                      {error(path)}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" isLoading={saving}>
          {faq ? t('faqs.save') : t('faqs.create')}
        </Button>
        {faq ? (
          <ConfirmButton label={t('faqs.delete')} title={t('faqs.confirmDelete')} confirmLabel={t('faqs.delete')} onConfirm={remove} className="ms-auto" />
        ) : null}
      </div>
    </form>
  );
}
