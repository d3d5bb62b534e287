import { AclListScreen } from '@/components/manager-acl/acl-list-screen';
import type { Locale } from '@/i18n/locales';

/** acl/permissions: the registry and custom permissions; only custom ones can be edited. */
export default function PermissionsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  return <AclListScreen kind="permissions" params={params} />;
}
