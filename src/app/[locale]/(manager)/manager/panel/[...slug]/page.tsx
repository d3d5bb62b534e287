import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuardedContent } from '@/app/[locale]/_components/guarded-content';
import { PanelSectionPage } from '@/components/panel/panel-section-page';
import type { Locale } from '@/i18n/locales';
import { managerPanelGuards } from '@/shared/guards';
import { managerPagePermission, resolvePanelPage } from '@/shared/routes';

type Props = { params: Promise<{ locale: Locale; slug: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const page = resolvePanelPage('manager', slug);
  if (!page) return {};
  const t = await getTranslations({ locale, namespace: 'manager' });
  return { title: t(page.section as 'title') };
}

/** Manager screens of SPEC §2 that have no page of their own yet. */
export default async function ManagerSectionPage({ params }: Props) {
  const { locale, slug } = await params;
  const page = resolvePanelPage('manager', slug);
  if (!page) notFound();
  setRequestLocale(locale);
  // The layout let the manager into the panel; this screen also needs its section's permission.
  return (
    <GuardedContent guards={managerPanelGuards} params={params} permission={managerPagePermission(slug)}>
      <PanelSectionPage locale={locale} namespace="manager" titleKeys={[page.section]} action={page.action} />
    </GuardedContent>
  );
}
