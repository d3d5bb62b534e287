import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { publicSections } from '@/shared/routes';
import { HeaderNav } from './header-nav';
import { HeaderTools } from './header-tools';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
        <div className="contents" data-script-only="">
          <MobileNav sections={publicSections} />
        </div>
        <Logo locale={locale} />
        <nav aria-label={t('mainNavigation')} className="ms-4 hidden lg:block">
          <HeaderNav sections={publicSections} />
        </nav>
        <HeaderTools />
      </div>
    </header>
  );
}
