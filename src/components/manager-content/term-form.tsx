'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { ApiError, apiFetch } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { ManagedTerm } from '@/shared/schemas/manager-content';
import { useUnsavedChanges } from './use-unsaved-changes';

type Props = { kind: 'categories' | 'tags'; term?: ManagedTerm };
type Names = Record<'fa' | 'en', { name: string; slug: string }>;

const inputClass = 'h-11 rounded-lg border border-border bg-bg px-3 text-fg focus-visible:border-primary aria-[invalid=true]:border-danger';

/** Create or rename a category or tag in both languages (and order a category). */
export function TermForm({ kind, term }: Props) {
  const t = useTranslations('managerContent');
  const router = useRouter();
  const id = useId();
  const initial: Names = {
    fa: { name: term?.translations.fa?.name ?? '', slug: term?.translations.fa?.slug ?? '' },
    en: { name: term?.translations.en?.name ?? '', slug: term?.translations.en?.slug ?? '' },
  };
  const [names, setNames] = useState(initial);
  const [position, setPosition] = useState(String(term?.position ?? 0));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const dirty = !done && (JSON.stringify(names) !== JSON.stringify(initial) || position !== String(term?.position ?? 0));
  useUnsavedChanges(dirty, t('form.unsaved'));

  const leave = () => {
    setDone(true);
    setTimeout(() => {
      router.push(`/manager/panel/${kind}`);
      router.refresh();
    }, 0);
  };

  const submit = async () => {
    const translations = Object.fromEntries(
      (['fa', 'en'] as const).flatMap((lang) =>
        names[lang].name.trim() ? [[lang, { name: names[lang].name, ...(names[lang].slug.trim() ? { slug: names[lang].slug } : {}) }]] : [],
      ),
    );
    setSaving(true);
    try {
      await apiFetch(term ? `/api/manager/${kind}/${term.id}` : `/api/manager/${kind}`, {
        method: term ? 'PATCH' : 'POST',
        body: { position: Number(position) || 0, translations },
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
    if (!term) return;
    await apiFetch(`/api/manager/${kind}/${term.id}`, { method: 'DELETE' });
    toast({ severity: 'success', detail: t('terms.deleted') });
    leave();
  };

  const error = (path: string) => errors[path]?.[0];
  return (
    <form
      noValidate
      className="flex max-w-3xl flex-col gap-6"
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
      <div className="grid gap-4 md:grid-cols-2">
        {(['fa', 'en'] as const).map((lang) => (
          <fieldset key={lang} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
            <legend className="px-1 text-lg font-bold">{t(`form.${lang}`)}</legend>
            {(['name', 'slug'] as const).map((field) => {
              const path = `translations.${lang}.${field}`;
              return (
                <div key={field} className="flex flex-col gap-1.5">
                  <label htmlFor={`${id}-${lang}-${field}`} className="text-sm font-medium">
                    {t(`terms.${field}`)}
                  </label>
                  <input
                    id={`${id}-${lang}-${field}`}
                    lang={lang}
                    dir={lang === 'fa' ? 'rtl' : 'ltr'}
                    className={inputClass}
                    value={names[lang][field]}
                    aria-invalid={error(path) ? true : undefined}
                    aria-describedby={error(path) ? `${id}-${lang}-${field}-error` : undefined}
                    onChange={(event) => setNames((current) => ({ ...current, [lang]: { ...current[lang], [field]: event.target.value } }))}
                  />
                  {field === 'slug' ? <p className="text-xs text-muted">{t('terms.slugHint')}</p> : null}
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
      {kind === 'categories' ? (
        <div className="flex w-40 flex-col gap-1.5">
          <label htmlFor={`${id}-position`} className="text-sm font-medium">
            {t('terms.position')}
          </label>
          <input id={`${id}-position`} type="number" min={0} dir="ltr" className={inputClass} value={position} onChange={(event) => setPosition(event.target.value)} />
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" isLoading={saving}>
          {term ? t('terms.save') : t(`terms.create.${kind}`)}
        </Button>
        {term ? (
          <ConfirmButton label={t('terms.delete')} title={t('terms.confirmDelete')} confirmLabel={t('terms.delete')} onConfirm={remove} className="ms-auto" />
        ) : null}
      </div>
    </form>
  );
}
