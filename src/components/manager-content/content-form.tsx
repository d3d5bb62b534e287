'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Dialog } from '@/components/ui/dialog';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { ApiError, apiFetch } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import type { ContentStatus, ContentType } from '@/shared/content-types';
import { formatModelDateTime, parseModelDateTime } from '@/shared/dates';
import { createContentSchema } from '@/shared/schemas/content';
import { slugify } from '@/shared/text/normalize';
import { localizeIssues } from '@/shared/validation/localize';
import { AttributeFields } from './attribute-fields';
import { cleanAttributes } from './attribute-descriptors';
import { MediaUpload, type MediaValue } from './media-upload';
import { RichTextEditor } from './rich-text-editor';
import { useUnsavedChanges } from './use-unsaved-changes';

const languages = ['fa', 'en'] as const;
type Lang = (typeof languages)[number];
type Texts = { title: string; slug: string; excerpt: string; body: string; seo_title: string; seo_description: string };
type Term = { id: string; name: string };

export type ContentFormInitial = {
  id: string;
  status: ContentStatus;
  category_id: string | null;
  tag_ids: string[];
  cover: MediaValue;
  published_at: string | null;
  attributes: Record<string, unknown>;
  translations: Partial<Record<Lang, { title: string } & { [K in Exclude<keyof Texts, 'title'>]?: string | null }>>;
};

type Props = {
  type: ContentType;
  initial?: ContentFormInitial;
  categories: Term[];
  tags: Term[];
  canPublish: boolean;
  canDelete: boolean;
};

type State = {
  status: ContentStatus;
  published_at: string | null;
  category_id: string;
  tag_ids: string[];
  cover: MediaValue;
  attributes: Record<string, unknown>;
  translations: Record<Lang, Texts>;
};

const emptyTexts: Texts = { title: '', slug: '', excerpt: '', body: '', seo_title: '', seo_description: '' };

function initialState(initial?: ContentFormInitial): State {
  return {
    status: initial?.status ?? 'draft',
    published_at: initial?.published_at ? formatModelDateTime(new Date(initial.published_at)) : null,
    category_id: initial?.category_id ?? '',
    tag_ids: initial?.tag_ids ?? [],
    cover: initial?.cover ?? null,
    attributes: initial?.attributes ?? {},
    translations: {
      fa: { ...emptyTexts, ...stripNulls(initial?.translations.fa) },
      en: { ...emptyTexts, ...stripNulls(initial?.translations.en) },
    },
  };
}

function stripNulls(texts: object | undefined): Partial<Texts> {
  return Object.fromEntries(Object.entries(texts ?? {}).filter(([, value]) => value !== null)) as Partial<Texts>;
}

type Completeness = 'complete' | 'partial' | 'empty';
function completenessOf(texts: Texts): Completeness {
  if (texts.title.trim() && texts.excerpt.trim() && texts.body.trim()) return 'complete';
  return texts.title.trim() || texts.body.trim() ? 'partial' : 'empty';
}

const badgeClass: Record<Completeness, string> = {
  complete: 'bg-success/15 text-success',
  partial: 'bg-warn/15 text-warn',
  empty: 'bg-surface-2 text-muted',
};

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const inputClass = 'h-11 rounded-lg border border-border bg-bg px-3 text-fg focus-visible:border-primary aria-[invalid=true]:border-danger';

/**
 * The create / edit screen of any content type: fa and en side by side (each with its
 * completeness), slug from the title, rich text, cover, category and tags, status with the
 * publish date, and the type's own fields. Client checks use the API's schema; the server's
 * 422 errors land under the same fields. Leaving with unsaved changes asks first.
 */
export function ContentForm({ type, initial, categories, tags, canPublish, canDelete }: Props) {
  const t = useTranslations('managerContent');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const formId = useId();
  const [state, setState] = useState<State>(() => initialState(initial));
  const [saved, setSaved] = useState(() => JSON.stringify(initialState(initial)));
  const [slugEdited, setSlugEdited] = useState<Record<Lang, boolean>>({ fa: Boolean(initial?.translations.fa), en: Boolean(initial?.translations.en) });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [tagFilter, setTagFilter] = useState('');
  const dirty = JSON.stringify(state) !== saved;
  useUnsavedChanges(dirty, t('form.unsaved'));

  const error = (path: string) => errors[path]?.[0];
  const setText = (lang: Lang, key: keyof Texts, value: string) =>
    setState((current) => {
      const texts = { ...current.translations[lang], [key]: value };
      if (key === 'title' && !slugEdited[lang]) texts.slug = slugify(value);
      return { ...current, translations: { ...current.translations, [lang]: texts } };
    });

  const payload = () => {
    const translations: Record<string, unknown> = {};
    for (const lang of languages) {
      const texts = state.translations[lang];
      const written = Object.values(texts).some((value) => value.trim());
      if (written) {
        translations[lang] = {
          title: texts.title,
          slug: texts.slug || undefined,
          excerpt: texts.excerpt,
          body: texts.body,
          seo_title: texts.seo_title || undefined,
          seo_description: texts.seo_description || undefined,
        };
      } else if (initial?.translations[lang]) {
        translations[lang] = null;
      }
    }
    const publishedAt = state.published_at ? parseModelDateTime(state.published_at) : null;
    return {
      status: state.status,
      published_at: publishedAt?.toISOString() ?? null,
      category_id: state.category_id || null,
      tag_ids: state.tag_ids,
      cover_id: state.cover?.id ?? null,
      attributes: cleanAttributes(type, state.attributes),
      translations,
    };
  };

  const submit = async () => {
    const body = payload();
    // The same schema as the API, so most mistakes show before a round trip.
    const check = createContentSchema(type).safeParse({
      ...body,
      translations: Object.fromEntries(Object.entries(body.translations).filter(([, text]) => text !== null)),
    });
    if (!check.success) {
      setErrors(localizeIssues(check.error.issues, locale).errors);
      toast({ severity: 'error', detail: t('form.fixErrors') });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (initial) {
        await apiFetch(`/api/manager/${type}/${initial.id}`, { method: 'PATCH', body });
        setSaved(JSON.stringify(state));
        toast({ severity: 'success', detail: t('form.saved') });
        router.refresh();
      } else {
        const { data } = await apiFetch<{ data: { id: string } }>(`/api/manager/${type}`, { method: 'POST', body });
        setSaved(JSON.stringify(state));
        toast({ severity: 'success', detail: t('form.created') });
        // The warning reads `dirty` from the last render; leave after it has been cleared.
        setTimeout(() => router.push(`/manager/panel/${type}/${data.id}/edit`), 0);
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        setErrors(failure.fieldErrors);
        toast({ severity: 'error', detail: t('form.fixErrors') });
      }
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!initial) return;
    await apiFetch(`/api/manager/${type}/${initial.id}`, { method: 'DELETE' });
    setSaved(JSON.stringify(state));
    setConfirmDelete(false);
    toast({ severity: 'success', detail: t('form.deleted') });
    setTimeout(() => {
      router.push(`/manager/panel/${type}`);
      router.refresh();
    }, 0);
  };

  const visibleTags = useMemo(() => {
    const needle = tagFilter.trim().toLowerCase();
    return needle ? tags.filter((tag) => tag.name.toLowerCase().includes(needle) || state.tag_ids.includes(tag.id)) : tags;
  }, [tags, tagFilter, state.tag_ids]);

  const generalError = error('translations');

  return (
    <form
      id={formId}
      noValidate
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {generalError ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {generalError}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {languages.map((lang) => {
          const texts = state.translations[lang];
          const completeness = completenessOf(texts);
          const dir = lang === 'fa' ? 'rtl' : 'ltr';
          const path = (key: string) => `translations.${lang}.${key}`;
          const id = (key: string) => `${formId}-${lang}-${key}`;
          return (
            // The column's texts are written in `lang`; its labels stay in the page's language.
            <section key={lang} aria-labelledby={id('heading')} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
              <div className="flex items-center gap-3">
                <h2 id={id('heading')} className="text-lg font-bold">
                  {t(`form.${lang}`)}
                </h2>
                <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', badgeClass[completeness])} data-testid={`completeness-${lang}`}>
                  {t(`form.completeness.${completeness}`)}
                </span>
              </div>
              <Field id={id('title')} label={t('form.title')} error={error(path('title'))}>
                <input
                  id={id('title')}
                  dir={dir}
                  lang={lang}
                  className={inputClass}
                  value={texts.title}
                  aria-invalid={error(path('title')) ? true : undefined}
                  aria-describedby={error(path('title')) ? `${id('title')}-error` : undefined}
                  onChange={(event) => setText(lang, 'title', event.target.value)}
                />
              </Field>
              <Field id={id('slug')} label={t('form.slug')} hint={t('form.slugHint')} error={error(path('slug'))}>
                <input
                  id={id('slug')}
                  dir={dir}
                  lang={lang}
                  className={inputClass}
                  value={texts.slug}
                  aria-invalid={error(path('slug')) ? true : undefined}
                  aria-describedby={`${id('slug')}-hint${error(path('slug')) ? ` ${id('slug')}-error` : ''}`}
                  onChange={(event) => {
                    setSlugEdited((current) => ({ ...current, [lang]: true }));
                    setText(lang, 'slug', event.target.value);
                  }}
                  onBlur={() => setText(lang, 'slug', slugify(texts.slug))}
                />
              </Field>
              <Field id={id('excerpt')} label={t('form.excerpt')} error={error(path('excerpt'))}>
                <textarea
                  id={id('excerpt')}
                  dir={dir}
                  lang={lang}
                  rows={3}
                  className={cn(inputClass, 'h-auto py-2')}
                  value={texts.excerpt}
                  onChange={(event) => setText(lang, 'excerpt', event.target.value)}
                />
              </Field>
              <div className="flex flex-col gap-1.5">
                <span id={id('body-label')} className="text-sm font-medium">
                  {t('form.body')}
                </span>
                <RichTextEditor
                  id={id('body')}
                  label={`${t('form.body')} (${t(`form.${lang}`)})`}
                  value={texts.body}
                  dir={dir}
                  lang={lang}
                  invalid={Boolean(error(path('body')))}
                  onChange={(html) => setText(lang, 'body', html)}
                />
                {error(path('body')) ? (
                  <p role="alert" className="text-sm text-danger">
                    {error(path('body'))}
                  </p>
                ) : null}
              </div>
              <details className="rounded-lg border border-border p-3">
                <summary className="cursor-pointer text-sm font-medium">{t('form.seo')}</summary>
                <div className="mt-3 flex flex-col gap-3">
                  <Field id={id('seo_title')} label={t('form.seoTitle')} error={error(path('seo_title'))}>
                    <input id={id('seo_title')} dir={dir} lang={lang} className={inputClass} value={texts.seo_title} onChange={(event) => setText(lang, 'seo_title', event.target.value)} />
                  </Field>
                  <Field id={id('seo_description')} label={t('form.seoDescription')} error={error(path('seo_description'))}>
                    <textarea
                      id={id('seo_description')}
                  dir={dir}
                  lang={lang}
                      rows={2}
                      className={cn(inputClass, 'h-auto py-2')}
                      value={texts.seo_description}
                      onChange={(event) => setText(lang, 'seo_description', event.target.value)}
                    />
                  </Field>
                </div>
              </details>
            </section>
          );
        })}
      </div>

      <section aria-labelledby={`${formId}-publishing`} className="grid gap-6 rounded-2xl border border-border bg-surface p-4 md:grid-cols-2">
        <h2 id={`${formId}-publishing`} className="text-lg font-bold md:col-span-2">
          {t('form.publishing')}
        </h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('form.status')}</legend>
          {(['draft', 'published', 'scheduled'] as const).map((status) => (
            <label key={status} className={cn('flex items-center gap-2 text-sm', !canPublish && status !== 'draft' && 'opacity-50')}>
              <input
                type="radio"
                name={`${formId}-status`}
                value={status}
                checked={state.status === status}
                disabled={!canPublish && status !== 'draft' && state.status !== status}
                onChange={() => setState((current) => ({ ...current, status }))}
              />
              {t(`statuses.${status}`)}
            </label>
          ))}
          {!canPublish ? <p className="text-xs text-muted">{t('form.noPublish')}</p> : null}
          {error('status') ? (
            <p role="alert" className="text-sm text-danger">
              {error('status')}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <DatePicker
            id={`${formId}-published-at`}
            mode="datetime"
            label={t('form.publishedAt')}
            locale={locale}
            value={state.published_at}
            onChange={(value) => setState((current) => ({ ...current, published_at: value }))}
            invalid={Boolean(error('published_at'))}
            describedBy={error('published_at') ? `${formId}-published-at-error` : undefined}
          />
          <p className="text-xs text-muted">{t('form.publishedAtHint')}</p>
          {error('published_at') ? (
            <p id={`${formId}-published-at-error`} role="alert" className="text-sm text-danger">
              {error('published_at')}
            </p>
          ) : null}
        </div>
        <Field id={`${formId}-category`} label={t('form.category')} error={error('category_id')}>
          <select
            id={`${formId}-category`}
            className={inputClass}
            value={state.category_id}
            onChange={(event) => setState((current) => ({ ...current, category_id: event.target.value }))}
          >
            <option value="">{t('form.noCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('form.tags')}</legend>
          <input
            type="search"
            aria-label={t('form.filterTags')}
            placeholder={t('form.filterTags')}
            className={cn(inputClass, 'h-9')}
            value={tagFilter}
            onChange={(event) => setTagFilter(event.target.value)}
          />
          <div className="flex max-h-40 flex-wrap gap-2 overflow-y-auto">
            {visibleTags.length === 0 ? <p className="text-sm text-muted">{t('form.noTags')}</p> : null}
            {visibleTags.map((tag) => {
              const checked = state.tag_ids.includes(tag.id);
              return (
                <label
                  key={tag.id}
                  className={cn(
                    'flex cursor-pointer items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm focus-within:ring-2 focus-within:ring-primary',
                    checked && 'border-primary bg-primary/10 text-primary',
                  )}
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={checked}
                    onChange={() =>
                      setState((current) => ({
                        ...current,
                        tag_ids: checked ? current.tag_ids.filter((one) => one !== tag.id) : [...current.tag_ids, tag.id],
                      }))
                    }
                  />
                  {tag.name}
                </label>
              );
            })}
          </div>
          {error('tag_ids') ? (
            <p role="alert" className="text-sm text-danger">
              {error('tag_ids')}
            </p>
          ) : null}
        </fieldset>
        <div className="md:col-span-2">
          <MediaUpload
            label={t('form.cover')}
            accept="image/*"
            value={state.cover}
            onChange={(cover) => setState((current) => ({ ...current, cover }))}
            error={error('cover_id')}
          />
        </div>
      </section>

      <section aria-labelledby={`${formId}-type-fields`} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
        <h2 id={`${formId}-type-fields`} className="text-lg font-bold">
          {t('form.typeFields', { type: t(`singular.${type}`) })}
        </h2>
        <AttributeFields type={type} values={state.attributes} onChange={(attributes) => setState((current) => ({ ...current, attributes }))} errors={errors} />
      </section>

      <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-border bg-bg/95 py-3 backdrop-blur">
        <Button type="submit" isLoading={saving}>
          {initial ? t('form.save') : t('form.create')}
        </Button>
        {dirty ? <span className="text-sm text-muted">{t('form.dirty')}</span> : null}
        {initial && canDelete ? (
          <Button type="button" severity="danger" className="ms-auto" onClick={() => setConfirmDelete(true)}>
            {t('form.delete')}
          </Button>
        ) : null}
      </div>
      <Dialog isOpen={confirmDelete} onOpenChange={setConfirmDelete} title={t('form.deleteTitle')} description={t('form.deleteConfirm')} closeLabel={t('list.cancel')}>
        <div className="flex justify-end gap-2">
          <Button type="button" severity="secondary" onClick={() => setConfirmDelete(false)}>
            {t('list.cancel')}
          </Button>
          <Button type="button" severity="danger" onClick={() => void remove()}>
            {t('form.delete')}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
