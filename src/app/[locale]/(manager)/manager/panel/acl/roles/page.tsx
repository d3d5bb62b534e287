import { AclListScreen } from '@/components/manager-acl/acl-list-screen';
import type { Locale } from '@/i18n/locales';

/** acl/roles: every role with its permission and user counts. */
export default function RolesPage({ params }: { params: Promise<{ locale: Locale }> }) {
  return <AclListScreen kind="roles" params={params} />;
}
