import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/locales';

type Props = { locale: Locale; namespace: 'panel' | 'manager'; titleKeys: string[]; action?: string };

/** A panel screen before its feature arrives: its real title and an honest empty state. */
export async function PanelSectionPage({ locale, namespace, titleKeys, action }: Props) {
  const t = await getTranslations({ locale, namespace });
  const common = await getTranslations({ locale, namespace: 'common' });
  const actionKey = action ? (`action${action[0]!.toUpperCase()}${action.slice(1)}` as 'actionCreate') : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-black">
        {titleKeys.map((key) => t(key as 'title')).join(' · ')}
        {actionKey ? <span className="text-muted"> · {common(actionKey)}</span> : null}
      </h1>
      <EmptyState title={common('comingSoonTitle')} description={common('comingSoon')} />
    </div>
  );
}
