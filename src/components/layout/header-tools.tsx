import { NotificationBell } from '@/components/notifications/notification-bell';
import { Feather } from '@/components/ui/drawn-icons';
import { AuthButton } from './auth-button';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { LightModeSwitch } from './light-mode-switch';
import { ThemeToggle } from './theme-toggle';

/**
 * The header's end: search, language, theme, bell and account, shared by the site and the panels
 * (the site's also offers light mode, which only public pages have). A phone has room for search,
 * bell and account only; language, theme and light mode move into the menu sheet there
 * (`SheetPreferences`).
 */
export function HeaderTools({ offersLightMode = false }: { offersLightMode?: boolean }) {
  return (
    <div className="ms-auto flex shrink-0 items-center gap-1">
      <HeaderSearch />
      <div className="hidden items-center gap-1 sm:flex">
        <LanguageSwitch />
        <ThemeToggle />
        {offersLightMode ? <LightModeSwitch icon={<Feather className="size-5" aria-hidden="true" />} /> : null}
      </div>
      <div className="contents" data-script-only="">
        <NotificationBell />
        <AuthButton />
      </div>
    </div>
  );
}
