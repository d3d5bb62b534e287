import { NotificationBell } from '@/components/notifications/notification-bell';
import { AuthButton } from './auth-button';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';

/**
 * The header's end: search, language, theme, bell and account, shared by the site and the panels.
 * A phone has room for search, bell and account only; language and theme move into the menu
 * sheet there (`SheetPreferences`).
 */
export function HeaderTools() {
  return (
    <div className="ms-auto flex shrink-0 items-center gap-1">
      <HeaderSearch />
      <div className="hidden items-center gap-1 sm:flex">
        <LanguageSwitch />
        <ThemeToggle />
      </div>
      <div className="contents" data-script-only="">
        <NotificationBell />
        <AuthButton />
      </div>
    </div>
  );
}
