'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import type { Locale } from '@/i18n/locales';
import { featureTopicKeys, type ContentType } from '@/shared/content-types';
import { localizeDigits } from '@/shared/format/number';
import { attributeFieldsOf, type AttributeField } from './attribute-descriptors';
import { MediaUpload } from './media-upload';

type Values = Record<string, unknown>;
type Props = {
  type: ContentType;
  values: Values;
  onChange: (values: Values) => void;
  /** The first error at `attributes.{key}` or inside it (a row, a topic). */
  errorOf: (key: string) => string | undefined;
};
type Localized = { fa?: string; en?: string };

function LocalizedInputs({ label, value, onChange, multiline, error }: { label: string; value: Localized; onChange: (v: Localized) => void; multiline?: boolean; error?: string }) {
  const t = useTranslations('managerContent.form');
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="grid gap-2 md:grid-cols-2">
        {(['fa', 'en'] as const).map((lang) => {
          const props = {
            id: `${id}-${lang}`,
            dir: lang === 'fa' ? 'rtl' : 'ltr',
            lang,
            'aria-label': `${label} (${t(lang)})`,
            placeholder: t(lang),
            value: value[lang] ?? '',
            onChange: (event: { target: { value: string } }) => onChange({ ...value, [lang]: event.target.value }),
          } as const;
          return multiline ? <Textarea key={lang} rows={3} {...props} /> : <Input key={lang} {...props} />;
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function RowsField({ field, label, value, onChange, error }: { field: Extract<AttributeField, { kind: 'rows' }>; label: string; value: Values[]; onChange: (rows: Values[]) => void; error?: string }) {
  const t = useTranslations('managerContent.fields');
  const locale = useLocale() as Locale;
  const id = useId();
  const setCell = (index: number, key: string, cell: unknown) => onChange(value.map((row, i) => (i === index ? { ...row, [key]: cell } : row)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {value.map((row, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2 rounded-lg border border-border p-2">
          {field.columns.map((column) =>
            column.kind === 'localized' ? (
              <div key={column.key} className="min-w-56 flex-1">
                <LocalizedInputs label={t(column.key)} value={(row[column.key] ?? {}) as Localized} onChange={(v) => setCell(index, column.key, v)} />
              </div>
            ) : (
              <label key={column.key} className="flex flex-col gap-1 text-sm">
                {t(column.key)}
                <Input
                  type={column.kind === 'date' ? 'date' : 'text'}
                  inputMode={column.kind === 'date' ? undefined : 'decimal'}
                  dir="ltr"
                  value={column.kind === 'date' ? String(row[column.key] ?? '') : localizeDigits(String(row[column.key] ?? ''), locale)}
                  onChange={(event) => setCell(index, column.key, event.target.value)}
                />
              </label>
            ),
          )}
          <button
            type="button"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            className="flex size-11 items-center justify-center rounded-lg text-danger hover:bg-surface-2"
            aria-label={t('removeRow', { n: index + 1 })}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...value, {}])} className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline">
        <Plus className="size-4" aria-hidden />
        {t('addRow')}
      </button>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function TopicsField({ label, value, onChange, error }: { label: string; value: Record<string, Localized>; onChange: (v: Record<string, Localized>) => void; error?: string }) {
  const topics = useTranslations('content.topics');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {featureTopicKeys.map((topic) => (
        <LocalizedInputs key={topic} label={topics(topic)} multiline value={value[topic] ?? {}} onChange={(v) => onChange({ ...value, [topic]: v })} />
      ))}
      <FieldError message={error} />
    </fieldset>
  );
}

function ScalarField({ field, label, value, onChange, error }: { field: AttributeField; label: string; value: unknown; onChange: (v: unknown) => void; error?: string }) {
  const locale = useLocale() as Locale;
  const text = String(value ?? '');
  return (
    <Field
      label={
        <>
          {label}
          {field.required ? <span aria-hidden> *</span> : null}
        </>
      }
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          type={field.kind === 'url' ? 'url' : 'text'}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          dir={field.kind === 'text' ? 'auto' : 'ltr'}
          required={field.required}
          // A number in the reader's digits («۵» in Persian); the schema reads any digits back.
          value={field.kind === 'number' ? localizeDigits(text, locale) : text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The type's own fields, drawn from the registry (see attribute-descriptors.ts). */
export function AttributeFields({ type, values, onChange, errorOf }: Props) {
  const t = useTranslations('managerContent.fields');
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {attributeFieldsOf(type).map((field) => {
        const label = t(field.key);
        const error = errorOf(field.key);
        const wide = field.kind === 'topics' || field.kind === 'rows' || field.kind === 'localized';
        return (
          <div key={field.key} className={cn(wide && 'md:col-span-2')}>
            {field.kind === 'media' ? (
              <MediaUpload
                label={label}
                accept={field.accept}
                value={values[field.key] ? { url: String(values[field.key]) } : null}
                onChange={(media) => set(field.key, media?.url ?? '')}
                error={error}
              />
            ) : field.kind === 'localized' ? (
              <LocalizedInputs label={label} multiline value={(values[field.key] ?? {}) as Localized} onChange={(v) => set(field.key, v)} error={error} />
            ) : field.kind === 'topics' ? (
              <TopicsField label={label} value={(values[field.key] ?? {}) as Record<string, Localized>} onChange={(v) => set(field.key, v)} error={error} />
            ) : field.kind === 'rows' ? (
              <RowsField field={field} label={label} value={(values[field.key] ?? []) as Values[]} onChange={(v) => set(field.key, v)} error={error} />
            ) : (
              <ScalarField field={field} label={label} value={values[field.key]} onChange={(v) => set(field.key, v)} error={error} />
            )}
          </div>
        );
      })}
    </div>
  );
}
