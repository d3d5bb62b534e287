'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AutosaveStatus } from '@/components/autosave/autosave-status';
import { useWorkingCopy } from '@/components/autosave/use-working-copy';
import { WorkingCopyOffer } from '@/components/autosave/working-copy-offer';
import { TitleAndTextColumns } from '@/components/forms/title-and-text-columns';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';
import { guideFormSchema, type GuideFormValues, type ManagedGuide } from '@/shared/schemas/where-to-start';
import { useBackToList } from '@/components/panel/use-back-to-list';

const LIST = '/manager/panel/whereToStart';

/** Create or edit a guide's texts (both languages side by side), status and position. */
export function GuideForm({ guide }: { guide?: ManagedGuide }) {
  const t = useTranslations('whereToStart.manager');
  const locale = useLocale();
  const { router, remove } = useBackToList(LIST);
  const { form, submitWith } = useApiForm<GuideFormValues>(guideFormSchema, {
    title_fa: guide?.title_fa ?? '',
    title_en: guide?.title_en ?? '',
    description_fa: guide?.description_fa ?? '',
    description_en: guide?.description_en ?? '',
    status: guide?.status ?? 'draft',
    position: String(guide?.position ?? 0),
  });
  const autosave = useWorkingCopy({ form, kind: 'where-to-start', id: guide?.id });

  const onSubmit = submitWith(async (values) => {
    const body = { ...values, position: Number(values.position) };
    const { data } = await apiFetch<{ data: ManagedGuide }>(
      guide ? `/api/manager/where-to-start/${guide.id}` : '/api/manager/where-to-start',
      {
        method: guide ? 'PATCH' : 'POST',
        body,
      },
    );
    await autosave.onSaved();
    // A new guide goes on to its items; an edited one stays.
    if (!guide) router.push(`${LIST}/${data.id}/editList`);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} className="flex max-w-5xl flex-col gap-6" noValidate>
      <WorkingCopyOffer {...autosave} />
      <TitleAndTextColumns
        form={form}
        legends={{ fa: t('persian'), en: t('english') }}
        title="title"
        text="description"
        labels={{ title_fa: t('titleFa'), title_en: t('titleEn'), description_fa: t('descriptionFa'), description_en: t('descriptionEn') }}
        rows={3}
      />
      <div className="grid max-w-xl gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="status"
          label={t('status')}
          options={[
            { value: 'draft', label: t('draft') },
            { value: 'published', label: t('published') },
          ]}
        />
        <TextField form={form} name="position" label={t('position')} hint={t('positionHint')} inputMode="numeric" dir="ltr" />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {guide ? t('save') : t('create')}
        </Button>
        <AutosaveStatus state={autosave.state} retry={autosave.retry} />
        {guide ? (
          <ConfirmButton label={t('delete')} title={t('confirmDelete', { title: locale === 'fa' ? guide.title_fa : guide.title_en })} confirmLabel={t('delete')} onConfirm={() => remove(`/api/manager/where-to-start/${guide.id}`)} />
        ) : null}
      </div>
    </form>
  );
}
