import type { User } from '@/server/db/schema';
import type { ServiceContext } from '@/server/services/context';

/** Who writes and from where: every manager content write is logged with both. */
export type ManagerWriteContext = { ctx: ServiceContext; actor: Pick<User, 'id' | 'isManager' | 'isSuperManager'> };
