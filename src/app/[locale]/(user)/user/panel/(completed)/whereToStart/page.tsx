import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { GuideCard } from '@/components/where-to-start/guide-card';
import type { Locale } from '@/i18n/locales';
import { currentPageUser } from '@/server/auth/page-session';
import { listUserGuides } from '@/server/services/where-to-start';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'whereToStart' });
  return { title: t('title') };
}

/** whereToStart: the published guides with the user's progress on each. */
export default async function WhereToStartPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await currentPageUser();
  if (!user) return null;
  const t = await getTranslations({ locale, namespace: 'whereToStart' });
  const guides = await listUserGuides({ userId: user.id, locale });
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-black">{t('title')}</h1>
        <p className="text-muted">{t('lead')}</p>
      </header>
      {guides.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {guides.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
