import type { Locale } from '@/i18n/locales';
import type { User } from '@/server/db/schema';
import type { ClientInfo } from '@/server/http/client-info';

/** What every service verb knows about the caller besides its input. */
export type ServiceContext = ClientInfo & { locale: Locale };

/** Who is writing and from where: every manager write is logged in the activity log with both. */
export type WriteContext = { ctx: ServiceContext; actor: Pick<User, 'id' | 'isManager' | 'isSuperManager'> };
