import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatDateTime } from '@/shared/dates';
import type { EventRegistration } from '@/shared/schemas/events';

/** Who registered for an event, oldest first (the edit screen). */
export async function RegistrationsTable({ locale, registrations }: { locale: Locale; registrations: EventRegistration[] }) {
  const t = await getTranslations({ locale, namespace: 'events.manager' });
  return (
    <section aria-labelledby="registrations-heading" className="flex flex-col gap-3">
      <h2 id="registrations-heading" className="text-xl font-bold">
        {t('registrations')} ({registrations.length.toLocaleString(locale)})
      </h2>
      {registrations.length === 0 ? (
        <p className="text-sm text-muted">{t('noRegistrations')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
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
                    {person.name} <span className="text-muted" dir="ltr">@{person.username}</span>
                  </td>
                  <td className="px-3 py-2" dir="ltr">{person.email}</td>
                  <td className="px-3 py-2">{formatDateTime(person.created_at, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
