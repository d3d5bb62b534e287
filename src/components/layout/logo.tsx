import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { PageLink } from '@/components/ui/page-link';

/** The mark: an arch (a gate, دروازه) with a spark of light through it. */
export async function Logo({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'app' });
  return (
    <PageLink href="/" className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-black tracking-tight" data-testid="logo">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--primary)" />
        <path d="M9 25V14a7 7 0 0 1 14 0v11" fill="none" stroke="var(--primary-fg)" strokeWidth="3" strokeLinecap="round" />
        <circle cx="16" cy="19" r="2.5" fill="var(--primary-fg)" />
      </svg>
      <span>{t('name')}</span>
    </PageLink>
  );
}
