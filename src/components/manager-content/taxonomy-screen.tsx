import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { getManagedFaq, getManagedTerm, listManagedFaqs, listManagedTerms } from '@/server/services/manager-content';
import { featureTopicSchema } from '@/shared/schemas/content-attributes';
import { formatNumber } from '@/shared/format/number';
import { FaqForm } from '@/components/manager-content/faq-form';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { TermForm } from '@/components/manager-content/term-form';
import { RecordsTable, type RecordsColumn } from '@/components/panel/records-table';
import type { ManagedFaq, ManagedTerm } from '@/shared/schemas/manager-content';
import { loadRecordOr404 } from '@/components/panel/load-record';
import { metaSeparator } from '@/components/ui/meta-line';

type Kind = 'categories' | 'tags';
type Resource = Kind | 'faqs';
type PageParams = Promise<{ locale: Locale; id?: string }>;

async function can(permission: `${Resource}.${'create' | 'update'}`) {
  return canAccess(await managerAccess(await currentPageUser()), permission);
}

async function TermTable({ kind, locale }: { kind: Kind; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'managerContent' });
  const [terms, canEdit] = await Promise.all([listManagedTerms(kind), can(`${kind}.update`)]);
  if (terms.length === 0) return <EmptyState title={t(`terms.empty.${kind}`)} />;
  const columns: RecordsColumn<ManagedTerm>[] = [
    ...(['fa', 'en'] as const).map((lang) => ({
      header: `${t('terms.name')} (${t(`form.${lang}`)})`,
      cell: (term: ManagedTerm) => (
        <bdi lang={lang} dir={lang === 'fa' ? 'rtl' : 'ltr'}>
          {term.translations[lang]?.name ?? '—'}
        </bdi>
      ),
    })),
    ...(kind === 'categories' ? [{ header: t('terms.position'), cell: (term: ManagedTerm) => formatNumber(term.position, locale) }] : []),
    { header: t('terms.items'), cell: (term) => formatNumber(term.content_count, locale) },
    {
      header: t('terms.edit'),
      isHeaderHidden: true,
      className: 'text-end',
      cell: (term) =>
        canEdit ? (
          <Link href={`/manager/panel/${kind}/${term.id}/edit`} className="text-primary hover:underline">
            {t('terms.edit')}
          </Link>
        ) : null,
    },
  ];
  return <RecordsTable columns={columns} rows={terms} />;
}

/** categories / tags: names in both languages with how many items use each. */
export async function TermListPage({ kind, params }: { kind: Kind; params: PageParams }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerContent' });
  return (
    <ResourceFrame
      params={params}
      permission={`${kind}.view`}
      title={t(`types.${kind}`)}
      action={(await can(`${kind}.create`)) ? { href: `/manager/panel/${kind}/create`, label: t(`terms.create.${kind}`) } : null}
    >
      <TermTable kind={kind} locale={locale} />
    </ResourceFrame>
  );
}

async function TermEditor({ kind, id }: { kind: Kind; id?: string }) {
  if (id === undefined) return <TermForm kind={kind} />;
  return <TermForm kind={kind} term={await loadRecordOr404(id, (termId) => getManagedTerm(kind, termId))} />;
}

/**
 * The create screen of a term or a question, or with an `id` in the address its edit screen: the
 * permission and title that go with it, a way back to the list, and `editor`'s form for that id.
 */
async function EditorPage({ resource, params, editor }: { resource: Resource; params: PageParams; editor: (id?: string) => ReactNode }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerContent' });
  const texts =
    resource === 'faqs'
      ? { create: t('faqs.createTitle'), edit: t('faqs.editTitle'), back: t('faqs.back') }
      : { create: t(`terms.create.${resource}`), edit: t(`terms.editTitle.${resource}`), back: t('terms.back') };
  return (
    <ResourceFrame
      params={params}
      permission={`${resource}.${id ? 'update' : 'create'}`}
      title={id ? texts.edit : texts.create}
      back={{ href: `/manager/panel/${resource}`, label: texts.back }}
    >
      {editor(id)}
    </ResourceFrame>
  );
}

/** categories|tags/create and /{id}/edit. */
export function TermEditorPage({ kind, params }: { kind: Kind; params: PageParams }) {
  return <EditorPage resource={kind} params={params} editor={(id) => <TermEditor kind={kind} id={id} />} />;
}

async function FaqTable({ locale, topicParam }: { locale: Locale; topicParam?: string }) {
  const t = await getTranslations({ locale, namespace: 'managerContent' });
  const topics = await getTranslations({ locale, namespace: 'content.topics' });
  const topic = featureTopicSchema.safeParse(topicParam);
  const [faqs, canEdit] = await Promise.all([listManagedFaqs(topic.success ? topic.data : undefined), can('faqs.update')]);
  const other = locale === 'fa' ? 'en' : 'fa';
  const columns: RecordsColumn<ManagedFaq>[] = [
    { header: t('faqs.topic'), className: 'whitespace-nowrap', cell: (faq) => topics(faq.topic) },
    { header: t('faqs.question'), cellProps: { dir: 'auto' }, cell: (faq) => faq.translations[locale]?.question ?? faq.translations[other]?.question },
    {
      header: t('faqs.languages'),
      cell: (faq) =>
        (['fa', 'en'] as const)
          .filter((lang) => faq.translations[lang])
          .map((lang) => lang.toUpperCase())
          .join(metaSeparator(locale)),
    },
    {
      header: t('faqs.edit'),
      isHeaderHidden: true,
      className: 'text-end',
      cell: (faq) =>
        canEdit ? (
          <Link href={`/manager/panel/faqs/${faq.id}/edit`} className="text-primary hover:underline">
            {t('faqs.edit')}
          </Link>
        ) : null,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('faqs.topic')} className="flex flex-wrap gap-2">
        {[undefined, ...featureTopicSchema.options].map((key) => {
          const active = (topic.success ? topic.data : undefined) === key;
          return (
            <Link
              key={key ?? 'all'}
              href={key ? `/manager/panel/faqs?topic=${key}` : '/manager/panel/faqs'}
              aria-current={active ? 'page' : undefined}
              className={`rounded-full border px-3 py-1 text-sm ${active ? 'border-primary bg-primary/10 text-primary' : 'border-border hover:bg-surface-2'}`}
            >
              {key ? topics(key) : t('faqs.anyTopic')}
            </Link>
          );
        })}
      </nav>
      {faqs.length === 0 ? <EmptyState title={t('faqs.empty')} /> : <RecordsTable columns={columns} rows={faqs} />}
    </div>
  );
}

/** faqs: the questions under the twelve topics, filterable by topic. */
export async function FaqListPage({ params, searchParams }: { params: PageParams; searchParams: Promise<{ topic?: string | string[] }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'managerContent' });
  const { topic } = await searchParams;
  return (
    <ResourceFrame
      params={params}
      permission="faqs.view"
      title={t('types.faqs')}
      action={(await can('faqs.create')) ? { href: '/manager/panel/faqs/create', label: t('faqs.create') } : null}
    >
      <FaqTable locale={locale} topicParam={typeof topic === 'string' ? topic : undefined} />
    </ResourceFrame>
  );
}

async function FaqEditor({ id }: { id?: string }) {
  if (id === undefined) return <FaqForm />;
  return <FaqForm faq={await loadRecordOr404(id, getManagedFaq)} />;
}

/** faqs/create and faqs/{id}/edit. */
export function FaqEditorPage({ params }: { params: PageParams }) {
  return <EditorPage resource="faqs" params={params} editor={(id) => <FaqEditor id={id} />} />;
}
