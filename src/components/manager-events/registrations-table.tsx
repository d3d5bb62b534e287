import { getTranslations } from 'next-intl/server';
import { ListSection } from '@/components/ui/list-section';
import { Ltr } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import type { EventRegistration } from '@/shared/schemas/events';
import { TableScroll } from '@/components/ui/table-scroll';

/** Who registered for an event, oldest first (the edit screen). */
export async function RegistrationsTable({ locale, registrations }: { locale: Locale; registrations: EventRegistration[] }) {
  const t = await getTranslations({ locale, namespace: 'events.manager' });
  return (
    <ListSection
      id="registrations-heading"
      title={`${t('registrations')} (${formatNumber(registrations.length, locale)})`}
      isEmpty={registrations.length === 0}
      empty={<p className="text-sm text-muted">{t('noRegistrations')}</p>}
    >
      <TableScroll>
        <table className="min-w-full text-sm">
          <thead className="bg-surface-2">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">{t('user')}</th>
              <th scope="col" className="px-3 py-2 text-start">{t('email')}</th>
              <th scope="col" className="px-3 py-2 text-start">{t('registeredAt')}</th>
            </tr>
          </thead>
          <tbody>
            {registrations.map((person) => (
              <tr key={person.user_id} className="border-t border-border">
                <td className="px-3 py-2">
                  <bdi>{person.name}</bdi> <Ltr className="text-muted">@{person.username}</Ltr>
                </td>
                <td className="px-3 py-2">
                  <Ltr>{person.email}</Ltr>
                </td>
                <td className="px-3 py-2">{formatDateTime(person.created_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </ListSection>
  );
}
