import type { Locale } from '@/i18n/locales';
import type { ServiceContext } from '@/server/services/context';
import { clientInfo } from './client-info';

/** Builds the service context from a route handler's request and resolved language. */
export function serviceContext(request: Request, locale: Locale): ServiceContext {
  return { ...clientInfo(request), locale };
}
