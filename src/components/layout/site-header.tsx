import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { AuthButton } from './auth-button';
import { HeaderNav } from './header-nav';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { ThemeToggle } from './theme-toggle';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <MobileNav />
        <Logo locale={locale} />
        <nav aria-label={t('mainNavigation')} className="ms-4 hidden lg:block">
          <HeaderNav />
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitch />
          <ThemeToggle />
          <NotificationBell />
          <AuthButton />
        </div>
      </div>
    </header>
  );
}
