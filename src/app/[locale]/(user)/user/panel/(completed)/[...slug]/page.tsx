import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PanelSectionPage } from '@/components/panel/panel-section-page';
import type { Locale } from '@/i18n/locales';
import { resolvePanelPage } from '@/shared/routes';

type Props = { params: Promise<{ locale: Locale; slug: string[] }> };

function titleKeys(slug: string[]): string[] | null {
  const page = resolvePanelPage('user', slug);
  if (!page) return null;
  const [kind, type] = page.section.split('/');
  return type ? [kind!, type] : [page.section === 'complete-information' ? 'completeInformation' : page.section];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const keys = titleKeys(slug);
  if (!keys) return {};
  const t = await getTranslations({ locale, namespace: 'panel' });
  return { title: keys.map((key) => t(key as 'title')).join(' · ') };
}

/** User panel screens of SPEC §2 that have no page of their own yet. */
export default async function UserPanelSectionPage({ params }: Props) {
  const { locale, slug } = await params;
  const keys = titleKeys(slug);
  if (!keys) notFound();
  setRequestLocale(locale);
  return <PanelSectionPage locale={locale} namespace="panel" titleKeys={keys} action={resolvePanelPage('user', slug)?.action} />;
}
