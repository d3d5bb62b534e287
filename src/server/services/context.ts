import type { Locale } from '@/i18n/locales';
import { clientInfo, type ClientInfo } from '@/server/http/client-info';

/** What every service verb knows about the caller besides its input. */
export type ServiceContext = ClientInfo & { locale: Locale };

/** Builds the service context from a route handler's request and resolved language. */
export function serviceContext(request: Request, locale: Locale): ServiceContext {
  return { ...clientInfo(request), locale };
}
