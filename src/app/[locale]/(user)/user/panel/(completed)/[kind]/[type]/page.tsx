import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EngagementList } from '@/components/panel/engagement-list';
import type { Locale } from '@/i18n/locales';
import { engagementKindSchema, isEngagementType, type EngagementKind } from '@/shared/schemas/engagement';

type Props = {
  params: Promise<{ locale: Locale; kind: string; type: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

function engagementPath(kind: string, type: string): { kind: EngagementKind; type: string } | null {
  const parsed = engagementKindSchema.safeParse(kind);
  return parsed.success && isEngagementType(parsed.data, type) ? { kind: parsed.data, type } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, kind, type } = await params;
  const path = engagementPath(kind, type);
  if (!path) return {};
  const t = await getTranslations({ locale, namespace: 'panel' });
  return { title: `${t(path.kind)} · ${t(path.type as 'articles')}` };
}

/** Saves, likes and checks of one type: the list itself loads in the browser. */
export default async function EngagementPanelPage({ params, searchParams }: Props) {
  const { locale, kind, type } = await params;
  setRequestLocale(locale);
  const path = engagementPath(kind, type);
  if (!path) notFound();
  const raw = (await searchParams).page;
  const page = Math.max(1, Number.parseInt(Array.isArray(raw) ? (raw[0] ?? '1') : (raw ?? '1'), 10) || 1);
  const t = await getTranslations({ locale, namespace: 'panel' });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-black">
        {t(path.kind)} · {t(path.type as 'articles')}
      </h1>
      <EngagementList kind={path.kind} type={path.type} page={page} />
    </div>
  );
}
