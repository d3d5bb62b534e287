'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AutosavedForm, useAutosavedForm } from '@/components/autosave/autosaved-form';
import { TitleAndTextColumns, titleAndDescriptionOf } from '@/components/forms/title-and-text-columns';
import { StatusField } from '@/components/forms/status-field';
import { TextField } from '@/components/forms/text-field';
import { api } from '@/lib/api-client';
import { eventsGuidesContracts } from '@/shared/api/browser/events-guides';
import { guideFormSchema, type GuideFormValues, type ManagedGuide } from '@/shared/schemas/where-to-start';

const LIST = '/manager/panel/whereToStart';

/** Create or edit a guide's texts (both languages side by side), status and position. */
export function GuideForm({ guide }: { guide?: ManagedGuide }) {
  const t = useTranslations('whereToStart.manager');
  const locale = useLocale();
  const editor = useAutosavedForm<GuideFormValues>({
    schema: guideFormSchema,
    defaults: {
      ...titleAndDescriptionOf(guide),
      status: guide?.status ?? 'draft',
      position: String(guide?.position ?? 0),
    },
    autosave: { kind: 'where-to-start', id: guide?.id },
    save: async (values) => {
      const body = { ...values, position: Number(values.position) };
      if (guide) {
        await api(eventsGuidesContracts.updateGuide, { params: { id: guide.id }, body });
        // An edited guide stays.
        return { next: null };
      }
      // A new guide goes on to its items.
      const { data } = await api(eventsGuidesContracts.createGuide, { body });
      return { next: `${LIST}/${data.id}/editList`, created: data.id };
    },
    remove: guide && { call: () => api(eventsGuidesContracts.deleteGuide, { params: { id: guide.id } }), backTo: LIST },
  });
  const { form } = editor;

  return (
    <AutosavedForm
      editor={editor}
      submitLabel={guide ? t('save') : t('create')}
      deleteLabels={guide && { label: t('delete'), title: t('confirmDelete', { title: locale === 'fa' ? guide.title_fa : guide.title_en }) }}
    >
      <TitleAndTextColumns form={form} text="description" rows={3} />
      <div className="grid max-w-xl gap-4 sm:grid-cols-2">
        <StatusField form={form} messages="whereToStart.manager" />
        <TextField form={form} name="position" label={t('position')} hint={t('positionHint')} inputMode="numeric" dir="ltr" />
      </div>
    </AutosavedForm>
  );
}
