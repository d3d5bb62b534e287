'use client';

import { Save } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormCard } from '@/components/forms/form-card';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { EmptyState } from '@/components/ui/empty-state';
import { MetaLine } from '@/components/ui/meta-line';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client';
import { formatDate } from '@/shared/dates';
import { newsletterContracts } from '@/shared/api/browser/newsletter';
import { newsletterLanguages, type IssueItemChoice, type NewsletterLanguage } from '@/shared/newsletter';
import { createIssueInput, type IssueJson } from '@/shared/schemas/newsletter';

type Values = { locale: NewsletterLanguage; subject: string; note: string; item_ids: string[] };

type Props = {
  /** The issue to change; without it the form writes a new draft and opens it. */
  issue?: IssueJson;
  /** The items the editor can pick, per language (an issue is written in one). */
  choices: Record<NewsletterLanguage, IssueItemChoice[]>;
};

/**
 * The composer: an issue's language, subject, the editor's note and the items it carries, ticked
 * from the newest of that language. A new draft opens on its own page, where it is previewed,
 * tested and sent.
 */
export function IssueComposer({ issue, choices }: Props) {
  const t = useTranslations('managerNewsletters');
  const typeName = useTranslations('managerContent.types');
  const pageLocale = useLocale() as Locale;
  const router = useRouter();
  const defaults: Values = issue
    ? { locale: issue.locale, subject: issue.subject, note: issue.note, item_ids: issue.item_ids }
    : { locale: pageLocale, subject: '', note: '', item_ids: [] };
  const { form, submitWith } = useApiForm<Values>(createIssueInput, defaults);
  const locale = useWatch({ control: form.control, name: 'locale' });
  const dir = locale === 'fa' ? 'rtl' : 'ltr';
  const offered = choices[locale];

  const onSubmit = submitWith(async (values) => {
    // Only the chosen language's items go with the issue, whatever was ticked before a switch.
    const item_ids = values.item_ids.filter((id) => offered.some((item) => item.id === id));
    if (issue) {
      await api(newsletterContracts.updateNewsletterIssue, { params: { id: issue.id }, body: { subject: values.subject, note: values.note, item_ids } });
      router.refresh();
      return;
    }
    const { data } = await api(newsletterContracts.createNewsletterIssue, { body: { ...values, item_ids } });
    router.push(`/manager/panel/newsletters/${data.id}/detail`);
  });

  return (
    <FormCard title={t(issue ? 'composer.editTitle' : 'composer.title')} onSubmit={onSubmit}>
      <div className="grid gap-4 md:grid-cols-[12rem_minmax(0,1fr)]">
        <SelectField
          form={form}
          name="locale"
          label={t('composer.language')}
          disabled={Boolean(issue)}
          hint={issue ? t('composer.languageFixed') : undefined}
          options={newsletterLanguages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
        />
        <TextField form={form} name="subject" label={t('composer.subject')} dir={dir} lang={locale} autoComplete="off" maxLength={200} />
      </div>
      <TextAreaField form={form} name="note" label={t('composer.note')} hint={t('composer.noteHint')} dir={dir} lang={locale} rows={6} maxLength={20_000} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('composer.items')}</legend>
        <p className="text-xs text-muted">{t('composer.itemsHint')}</p>
        {offered.length === 0 ? (
          <EmptyState title={t('composer.noItems')} />
        ) : (
          <ul className="grid max-h-96 gap-1 overflow-y-auto rounded-lg border border-border p-2 sm:grid-cols-2" data-testid="issue-item-choices">
            {offered.map((item) => (
              <li key={item.id}>
                <label className="flex items-start gap-2 rounded p-1 text-sm hover:bg-surface-2">
                  <input type="checkbox" value={item.id} className="mt-1 size-4 shrink-0 accent-[var(--primary)]" {...form.register('item_ids')} />
                  <span className="flex flex-col">
                    <bdi lang={locale} dir={dir}>
                      {item.title}
                    </bdi>
                    <MetaLine className="text-xs text-muted" parts={[typeName(item.type), item.publishedAt ? formatDate(item.publishedAt, pageLocale, 'short') : null]} />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
        <Save className="size-4" aria-hidden="true" />
        {t(issue ? 'composer.save' : 'composer.create')}
      </SubmitButton>
    </FormCard>
  );
}
