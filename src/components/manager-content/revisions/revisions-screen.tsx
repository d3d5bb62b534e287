import { getTranslations, setRequestLocale } from 'next-intl/server';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { getContentForEditing } from '@/server/services/content';
import { NotFoundError } from '@/server/errors';
import { compareRevisions, listRevisions } from '@/server/services/content/revisions';
import type { Locale } from '@/i18n/locales';
import type { ContentType } from '@/shared/content-types';
import { compareRevisionsQuery } from '@/shared/schemas/content-revisions';
import { loadRecordOr404 } from '@/components/panel/load-record';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { Link } from '@/i18n/navigation';
import { RevisionComparisonView } from './revision-comparison';
import { RevisionList } from './revision-list';

type Props = {
  type: ContentType;
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function Body({ type, id, locale, searchParams }: { type: ContentType; id: string; locale: Locale; searchParams: Props['searchParams'] }) {
  const t = await getTranslations({ locale, namespace: 'revisions' });
  const pair = compareRevisionsQuery.safeParse(await searchParams);
  if (pair.success) {
    const comparison = await compareRevisions(type, id, pair.data).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    return (
      <div className="flex flex-col gap-6">
        <Link href={`/manager/panel/${type}/${id}/revisions`} className="w-fit text-sm text-muted hover:text-primary hover:underline">
          {t('backToList')}
        </Link>
        {comparison ? <RevisionComparisonView comparison={comparison} /> : <p role="alert">{t('notKept')}</p>}
      </div>
    );
  }
  const [{ current_version: current, revisions }, access] = await Promise.all([listRevisions(type, id), managerAccess(await currentPageUser())]);
  return (
    <RevisionList
      type={type}
      id={id}
      current={current}
      revisions={revisions}
      canRestore={canAccess(access, `${type}.update`)}
      canPublish={canAccess(access, `${type}.publish`)}
    />
  );
}

/** An item's revisions: who saved each and when, two side by side, and restoring one. */
export async function RevisionsScreen({ type, params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'revisions' });
  const item = await loadRecordOr404(id, (itemId) => getContentForEditing(type, itemId));
  const title = item.translations[locale]?.title ?? item.translations[locale === 'fa' ? 'en' : 'fa']?.title ?? '';
  return (
    <ResourceFrame
      params={params}
      permission={`${type}.view`}
      title={t('heading', { title })}
      back={{ href: `/manager/panel/${type}/${item.id}/edit`, label: t('back') }}
    >
      <Body type={type} id={item.id} locale={locale} searchParams={searchParams} />
    </ResourceFrame>
  );
}
